// Package sdk registers tools with mcp.AddTool and (*mcp.Server).AddTool,
// annotated ReadOnlyHint: true; some of their handlers write
// (testdata/mod/omcg0016/sdk, less its runtime.AddTool tool: the runtime
// is mcpvet's own, not stubbed here).
package sdk

import (
	"context"
	"os"
	"os/exec"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	ID string `json:"id"`
}

type Out struct {
	Text string `json:"text"`
}

type Handler struct{ dir string }

func (h *Handler) getNote(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	os.Remove(h.dir + "/" + in.ID + ".lock")
	return nil, Out{}, nil
}

func (h *Handler) listNotes(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	os.ReadDir(h.dir)
	return nil, Out{}, nil
}

func touchNote(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	os.Chtimes(in.ID, time.Now(), time.Now())
	return nil, Out{}, nil
}

// Cleaner is called through an interface: what it does is not followed.
type Cleaner interface {
	Clean(id string) error
}

func makeHandler(h *Handler) mcp.ToolHandlerFor[In, Out] {
	return h.getNote
}

func Register(s *mcp.Server, h *Handler, c Cleaner) {
	// ---- Flagged, at the annotation field. ----

	// A method value.
	mcp.AddTool(s, &mcp.Tool{
		Name: "get_note",
		Annotations: &mcp.ToolAnnotations{
			ReadOnlyHint: true, // want `OMCG0016: tool "get_note" is annotated read-only \(ReadOnlyHint: true\) but deletes data: get_note → \(\*Handler\).getNote → os.Remove; correct the annotation, or acknowledge the effect with //mcp:effects ok`
		},
	}, h.getNote)

	// A func literal.
	mcp.AddTool(s, &mcp.Tool{Name: "save_draft", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, // want `OMCG0016: tool "save_draft" is annotated read-only \(ReadOnlyHint: true\) but writes local files: save_draft → os.WriteFile;`
		func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
			os.WriteFile(in.ID, nil, 0o644)
			return nil, Out{}, nil
		})

	// The tool and its annotations in local variables.
	ann := &mcp.ToolAnnotations{Title: "Stamp", ReadOnlyHint: true} // want `OMCG0016: tool "stamp" is annotated read-only \(ReadOnlyHint: true\) but writes local files: stamp → touchNote → os.Chtimes;`
	tool := &mcp.Tool{Name: "stamp", Annotations: ann}
	mcp.AddTool(s, tool, touchNote)

	// (*mcp.Server).AddTool with a raw handler.
	s.AddTool(&mcp.Tool{Name: "run_report", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, // want `OMCG0016: tool "run_report" is annotated read-only \(ReadOnlyHint: true\) but runs another program: run_report → exec.CommandContext;`
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			exec.CommandContext(ctx, "report").Run()
			return nil, nil
		})

	// ---- Not flagged. ----

	// Reads only.
	mcp.AddTool(s, &mcp.Tool{Name: "list_notes", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, h.listNotes)

	// Calls through an interface.
	mcp.AddTool(s, &mcp.Tool{Name: "clean", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
			return nil, Out{}, c.Clean(in.ID)
		})

	// A handler a factory computes: not followed.
	mcp.AddTool(s, &mcp.Tool{Name: "made", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, makeHandler(h))

	// Acknowledged on the line above the registration.
	//mcp:effects ok // a lock file, removed when stale
	mcp.AddTool(s, &mcp.Tool{Name: "unlock", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, h.getNote)

	// Not annotated read-only.
	mcp.AddTool(s, &mcp.Tool{Name: "remove_note", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: false}}, h.getNote)
	mcp.AddTool(s, &mcp.Tool{Name: "purge_note"}, h.getNote)
}
