// Package markvar passes mark3labs mcp-go annotation options through
// variables: read as if written in place, without a fix (a variable may
// be other tools' too).
package markvar

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func touch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	os.WriteFile("touched", nil, 0o644)
	return nil, nil
}

var readOnly = mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}) // want `OMCG0016: tool "touch_pkg" is annotated read-only \(ReadOnlyHint: mcp.ToBoolPtr\(true\)\) but writes local files: touch_pkg → touch → os.WriteFile;`

func Register(s *server.MCPServer) {
	ro := mcp.WithReadOnlyHintAnnotation(true) // want `OMCG0016: tool "touch_local" is annotated read-only \(mcp.WithReadOnlyHintAnnotation\(true\)\) but writes local files: touch_local → touch → os.WriteFile;`
	s.AddTool(mcp.NewTool("touch_local", ro), touch)
	s.AddTool(mcp.NewTool("touch_pkg", readOnly), touch)
	opts := []mcp.ToolOption{mcp.WithDescription("Touch."), mcp.WithReadOnlyHintAnnotation(true)} // want `OMCG0016: tool "touch_slice" is annotated read-only \(mcp.WithReadOnlyHintAnnotation\(true\)\)`
	s.AddTool(mcp.NewTool("touch_slice", opts...), touch)

	// Not flagged: the variable says not read-only.
	rw := mcp.WithReadOnlyHintAnnotation(false)
	s.AddTool(mcp.NewTool("touch_rw", rw), touch)
}
