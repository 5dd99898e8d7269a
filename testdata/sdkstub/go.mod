// A stand-in for the go-sdk's mcp package, for the tests of mcpvet's
// drivers (the command, the language server): the declarations their
// small servers use, with the go-sdk's import path and signatures, and
// nothing else, so that a driver test analyzes a handful of packages
// where the real go-sdk brings a hundred and fifty. What the analyzers
// say about the real go-sdk is held by the fixture module testdata/mod.
module github.com/modelcontextprotocol/go-sdk

go 1.25
