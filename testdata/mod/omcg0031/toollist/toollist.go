// Package toollist registers mcp-go tools another package declares as
// variables, each put in a server.ServerTool beside its handler (a method
// value of a field), the list given to AddTools: each tool is run by the
// handler beside it.
package toollist

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/toollist/scan"
)

// Server holds the tools' handlers.
type Server struct {
	scan *scan.Tools
}

// New is a server with its handlers.
func New() *Server { return &Server{scan: &scan.Tools{}} }

var versionTool = mcp.NewTool("grep_version")

// version runs grep with no argument of the model's.
func (s *Server) version(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "grep", "--version").CombinedOutput()
	return mcp.NewToolResultText(string(out)), err
}

// AddTools registers the tools.
func (s *Server) AddTools(srv *server.MCPServer) {
	var tools []server.ServerTool
	if s.scan != nil {
		tools = append(tools,
			server.ServerTool{Tool: scan.SearchTool, Handler: s.scan.Search}, // want `OMCG0031: tool "search": argument "target" is passed to a program that reads an argument starting with "-" as an option: search: argument target → \(\*.*scan.Tools\).Search → exec.CommandContext\("grep", "-n", "TODO", …\)`
			server.ServerTool{Tool: scan.SearchEndedTool, Handler: s.scan.SearchEnded},
		)
	}
	tools = append(tools, server.ServerTool{Tool: versionTool, Handler: s.version})
	srv.AddTools(tools...)
}
