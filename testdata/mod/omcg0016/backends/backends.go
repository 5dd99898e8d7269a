// Package backends registers read-only tools that call a store through
// an interface of the module's own: the tool that may run a backend
// that writes is flagged, the one whose backends all only read is not.
package backends

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0016/backends/notes"
)

type In struct {
	ID string `json:"id"`
}

type Out struct {
	Text  string   `json:"text,omitempty"`
	Names []string `json:"names,omitempty"`
}

// Register adds the tools on store and catalog, whichever backend they are.
func Register(s *mcp.Server, store notes.Store, catalog notes.Catalog) {
	// Flagged: the files backend stamps what it reads.
	mcp.AddTool(s, &mcp.Tool{Name: "find_note", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, // want `OMCG0016: tool "find_note" is annotated read-only \(ReadOnlyHint: true\) but writes local files: find_note → \(\*notes.Files\).Find → os.WriteFile;`
		func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
			text, err := store.Find(in.ID)
			return nil, Out{Text: text}, err
		})

	// Not flagged: no backend writes to list.
	mcp.AddTool(s, &mcp.Tool{Name: "list_notes", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
			names, err := catalog.List()
			return nil, Out{Names: names}, err
		})
}
