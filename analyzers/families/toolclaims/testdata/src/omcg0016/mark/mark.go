// Package mark registers tools with mark3labs' mcp-go, annotated
// read-only by their options; some of their handlers write.
package mark

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Handlers struct{ dir string }

func (h *Handlers) readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	os.ReadFile(h.dir + "/f")
	return nil, nil
}

func (h *Handlers) touch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	os.WriteFile(h.dir+"/touched", nil, 0o644)
	return nil, nil
}

// TouchTool pairs a tool with its handler in a server.ServerTool, which
// AddTools registers elsewhere: flagged.
func TouchTool(h *Handlers) server.ServerTool {
	tool := mcp.NewTool("touch_later_on",
		mcp.WithReadOnlyHintAnnotation(true), // want `OMCG0016: tool "touch_later_on" is annotated read-only \(mcp.WithReadOnlyHintAnnotation\(true\)\) but writes local files: touch_later_on → \(\*Handlers\).touch → os.WriteFile;`
	)
	return server.ServerTool{
		Tool: tool,
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return h.touch(ctx, req)
		},
	}
}

func Register(s *server.MCPServer, h *Handlers) {
	// ---- Flagged. ----
	s.AddTool(mcp.NewTool("touch",
		mcp.WithDescription("Marks the directory as seen."),
		mcp.WithReadOnlyHintAnnotation(true), // want `OMCG0016: tool "touch" is annotated read-only \(mcp.WithReadOnlyHintAnnotation\(true\)\) but writes local files: touch → \(\*Handlers\).touch → os.WriteFile; correct the annotation, or acknowledge the effect with //mcp:effects ok`
	), h.touch)

	stamp := mcp.NewTool("stamp",
		mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}), // want `OMCG0016: tool "stamp" is annotated read-only \(ReadOnlyHint: mcp.ToBoolPtr\(true\)\) but writes local files: stamp → \(\*Handlers\).touch → os.WriteFile;`
	)
	s.AddTool(stamp, h.touch)

	// ---- Not flagged. ----
	s.AddTool(mcp.NewTool("read_file", mcp.WithReadOnlyHintAnnotation(true)), h.readFile)
	s.AddTool(mcp.NewTool("touch_rw", mcp.WithReadOnlyHintAnnotation(false)), h.touch)
	// A later option overrides an earlier one.
	s.AddTool(mcp.NewTool("touch_later", mcp.WithReadOnlyHintAnnotation(true), mcp.WithReadOnlyHintAnnotation(false)), h.touch)
	// Never registered here: its handler is not known.
	_ = mcp.NewTool("orphan", mcp.WithReadOnlyHintAnnotation(true))
	//mcp:effects ok
	s.AddTool(mcp.NewTool("touch_ok", mcp.WithReadOnlyHintAnnotation(true)), h.touch)
}
