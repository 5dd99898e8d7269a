// Package sdk registers tools whose DestructiveHint points at false; some
// of their handlers delete.
package sdk

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	ID string `json:"id"`
}

type Out struct{}

func ptr[T any](v T) *T { return &v }

func removeNote(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.RemoveAll(in.ID)
}

func addNote(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, os.WriteFile(in.ID, nil, 0o644)
}

func Register(s *mcp.Server) {
	boolPtr := func(b bool) *bool { return &b }

	// ---- Flagged. ----
	mcp.AddTool(s, &mcp.Tool{Name: "remove_new", Annotations: &mcp.ToolAnnotations{DestructiveHint: new(false)}}, removeNote)       // want `OMCG0017: tool "remove_new" is annotated not destructive \(DestructiveHint: new\(false\)\) but deletes data: remove_new → removeNote → os.RemoveAll; correct the annotation, or acknowledge the effect with //mcp:effects ok`
	mcp.AddTool(s, &mcp.Tool{Name: "remove_ptr", Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(false)}}, removeNote)       // want `OMCG0017: tool "remove_ptr" is annotated not destructive \(DestructiveHint: ptr\(false\)\) but deletes data: remove_ptr → removeNote → os.RemoveAll;`
	mcp.AddTool(s, &mcp.Tool{Name: "remove_local", Annotations: &mcp.ToolAnnotations{DestructiveHint: boolPtr(false)}}, removeNote) // want `OMCG0017: tool "remove_local" is annotated not destructive \(DestructiveHint: boolPtr\(false\)\) but deletes data: remove_local → removeNote → os.RemoveAll;`

	// ---- Not flagged. ----
	mcp.AddTool(s, &mcp.Tool{Name: "add_note", Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(false)}}, addNote)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_true", Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(true)}}, removeNote)
	mcp.AddTool(s, &mcp.Tool{Name: "remove_default", Annotations: &mcp.ToolAnnotations{}}, removeNote)
	// Read-only as well: OMCG0016 reports it.
	mcp.AddTool(s, &mcp.Tool{Name: "remove_ro", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: ptr(false)}}, removeNote)
}
