// A module, not a GOPATH tree: OMCG0029's os.Root fix needs the Go version
// of a module (os.Root.ReadFile is go1.25), which GOPATH mode has none of.
module rootfix

go 1.25

require github.com/modelcontextprotocol/go-sdk v1.8.0

replace github.com/modelcontextprotocol/go-sdk => ../src/github.com/modelcontextprotocol/go-sdk
