// Package elicit has tools that ask the user for a file name
// (elicitation) and read it under a base folder: the answer is the
// client's, as a tool argument is, though it is no parameter of the
// handler but the result of a call.
package elicit

import (
	"context"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// Notes reads the notes under Dir/notes.
type Notes struct{ Dir string }

type In struct{}

type Out struct {
	Text string `json:"text"`
}

// Pick is the form runtime.Elicit asks the user to fill.
type Pick struct {
	Name string `json:"name"`
}

var form = &mcp.ElicitParams{
	Message: "Which note?",
	RequestedSchema: map[string]any{
		"type":       "object",
		"properties": map[string]any{"name": map[string]any{"type": "string"}},
	},
}

func (n *Notes) ask(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	res, err := req.Session.Elicit(ctx, form)
	if err != nil {
		return nil, Out{}, err
	}
	name, _ := res.Content["name"].(string)
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", name)) // want `OMCG0029: elicitation answer "name" can leave the base folder .*: elicitation answer name → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

// pick asks for a note's name with the runtime's Elicit.
func pick(ctx context.Context, req *mcp.CallToolRequest) string {
	p, ok, err := runtime.Elicit[Pick](ctx, req, "Which note?")
	if err != nil || !ok {
		return ""
	}
	return p.Name
}

func (n *Notes) askTyped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", pick(ctx, req))) // want `OMCG0029: elicitation answer "Name" can leave the base folder .*: elicitation answer Name → pick → os.ReadFile;`
	return nil, Out{Text: string(b)}, err
}

// ---- Not flagged. ----

// The answer is checked before the join.
func (n *Notes) askChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	res, err := req.Session.Elicit(ctx, form)
	if err != nil {
		return nil, Out{}, err
	}
	name, _ := res.Content["name"].(string)
	if !filepath.IsLocal(name) {
		return nil, Out{}, os.ErrPermission
	}
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", name))
	return nil, Out{Text: string(b)}, err
}

// Register registers the tools.
func Register(s *mcp.Server, dir string) {
	n := &Notes{Dir: dir}
	mcp.AddTool(s, &mcp.Tool{Name: "ask_note"}, n.ask)
	mcp.AddTool(s, &mcp.Tool{Name: "ask_note_typed"}, n.askTyped)
	mcp.AddTool(s, &mcp.Tool{Name: "ask_note_checked"}, n.askChecked)
}
