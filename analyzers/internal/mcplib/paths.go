package mcplib

import "github.com/mcpvet/mcpvet/schema"

// Import paths of the libraries mcpvet recognizes, and the name of the
// file mcpvet gen writes.
const (
	SDKPath     = schema.SDKPath
	RuntimePath = "github.com/mcpvet/mcpvet/runtime"
	ImplPath    = "github.com/mcpvet/mcpvet/runtime/mcpvetimpl" // what generated code calls
	MarkMCPPath = "github.com/mark3labs/mcp-go/mcp"
	MarkSrvPath = "github.com/mark3labs/mcp-go/server"
	GenFileName = "mcpvet_gen.go"
)
