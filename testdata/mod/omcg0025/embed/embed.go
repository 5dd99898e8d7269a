// Package embed takes its tool descriptions from files with //go:embed:
// the compiler gives the variables the files' text, so their length is
// checked as a constant's.
package embed

import (
	"context"
	_ "embed"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

//go:embed long.txt
var listDescription string

//go:embed short.txt
var getDescription string

type In struct {
	Q string `json:"q"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_tickets", Description: listDescription}, handle) // want `OMCG0025: list_tickets: the tool description is 2340 characters: Claude Code cuts it at 2048`
	// Not flagged: short.
	mcp.AddTool(s, &mcp.Tool{Name: "get_ticket", Description: getDescription}, handle)
}
