// Package locked is a server whose listing lock (testdata/mcpvet.lock.json) was
// written before the changes its want comments report.
package locked // want `OMCG0045: tool "gone" of the listing lock mcpvet.lock.json is no longer listed \(breaking for clients that call it\)`

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type SameIn struct {
	ID string `json:"id" jsonschema:"the note"`
}

type FindIn struct {
	Text string `json:"query" jsonschema:"the text to look for"`
}

type Empty struct{}

func same(ctx context.Context, req *mcp.CallToolRequest, in SameIn) (*mcp.CallToolResult, Empty, error) {
	return nil, Empty{}, nil
}

func find(ctx context.Context, req *mcp.CallToolRequest, in FindIn) (*mcp.CallToolResult, Empty, error) {
	return nil, Empty{}, nil
}

// loaded is a schema read at start-up: mcpvet cannot tell it.
func loaded() any { return os.Getenv("SCHEMA") }

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "opaque", Description: "Run it.", InputSchema: loaded()}, raw)
	s.AddTool(&mcp.Tool{Name: "unfolded", Description: "Run it.", InputSchema: loaded()}, raw) // want `OMCG0045: tool "unfolded" differs from the listing lock mcpvet.lock.json: mcpvet can no longer tell its input schema \(the schema the tool gives is not a constant\)`
	mcp.AddTool(s, &mcp.Tool{Name: "same", Description: "Read a note."}, same)
	mcp.AddTool(s, &mcp.Tool{Name: "described", Description: "Read one note."}, same)                                                               // want `OMCG0045: tool "described" differs from the listing lock mcpvet.lock.json: its description changed from "Read a note." to "Read one note."; run`
	mcp.AddTool(s, &mcp.Tool{Name: "renamed", Description: "Find notes."}, find)                                                                    // want `OMCG0045: tool "renamed" differs from the listing lock mcpvet.lock.json: argument "text" renamed to "query" \(breaking for clients written against the lock\)`
	mcp.AddTool(s, &mcp.Tool{Name: "flipped", Description: "Delete a note.", Annotations: &mcp.ToolAnnotations{DestructiveHint: new(false)}}, same) // want `OMCG0045: tool "flipped" differs from the listing lock mcpvet.lock.json: its annotation destructiveHint changed from true to false`
	mcp.AddTool(s, &mcp.Tool{Name: "added", Description: "Read a note."}, same)                                                                     // want `OMCG0045: tool "added" is not in the listing lock mcpvet.lock.json`
}
