// Package embed takes tool descriptions from files with //go:embed: one
// holds a hidden character, reported at its //go:embed line (the text is
// not Go source: there is no edit to suggest).
package embed

import (
	"context"
	_ "embed"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// want +2 `OMCG0026: the Description of an mcp.Tool \(the file //go:embed puts in searchDescription\) holds a hidden character \(U\+200B ZERO WIDTH SPACE\)`
//
//go:embed hidden.txt
var searchDescription string

//go:embed plain.txt
var plainDescription string

type In struct {
	Q string `json:"q"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search", Description: searchDescription}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "plain", Description: plainDescription}, handle)
}
