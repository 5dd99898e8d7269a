// Package unlocked is the same server with no lock given: OMCG0045
// reports nothing.
package unlocked

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type SameIn struct {
	ID string `json:"id" jsonschema:"the note"`
}

type FindIn struct {
	Text string `json:"text" jsonschema:"the text to look for"`
}

type Empty struct{}

func same(ctx context.Context, req *mcp.CallToolRequest, in SameIn) (*mcp.CallToolResult, Empty, error) {
	return nil, Empty{}, nil
}

func find(ctx context.Context, req *mcp.CallToolRequest, in FindIn) (*mcp.CallToolResult, Empty, error) {
	return nil, Empty{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "same", Description: "Read a note."}, same)
	mcp.AddTool(s, &mcp.Tool{Name: "described", Description: "Read a note."}, same)
	mcp.AddTool(s, &mcp.Tool{Name: "renamed", Description: "Find notes."}, find)
	mcp.AddTool(s, &mcp.Tool{Name: "flipped", Description: "Delete a note.", Annotations: &mcp.ToolAnnotations{DestructiveHint: new(true)}}, same)
	mcp.AddTool(s, &mcp.Tool{Name: "gone", Description: "Read a note."}, same)
}
