module sdk02

go 1.26.0

require (
	al.essio.dev/pkg/shellescape v1.6.1
	github.com/modelcontextprotocol/go-sdk v0.2.0
)

require github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
