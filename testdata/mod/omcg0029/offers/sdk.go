// Package offers has prompts and resource templates whose input the
// client chooses: a prompt's arguments, and the URI of a template, whose
// variables the handler takes out of it. A model fills them as it fills
// a tool's arguments.
package offers

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Notes serves the notes under Dir/notes.
type Notes struct{ Dir string }

func (n *Notes) review(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", req.Params.Arguments["name"])) // want `OMCG0029: prompt "review_note": argument "name" can leave the base folder .*: review_note: argument name → \(\*Notes\).review → os.ReadFile;`
	if err != nil {
		return nil, err
	}
	return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: "Review this note:\n" + string(b)}}}}, nil
}

func (n *Notes) read(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	name := strings.TrimPrefix(req.Params.URI, "notes:///")
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", name)) // want `OMCG0029: resource template "notes:///{\+path}": variable "path" can leave the base folder .*: notes:///{\+path}: variable path → \(\*Notes\).read → os.ReadFile;`
	if err != nil {
		return nil, err
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, Text: string(b)}}}, nil
}

// ---- Not flagged. ----

// The name is checked before the join.
func (n *Notes) reviewChecked(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	name := req.Params.Arguments["name"]
	if !filepath.IsLocal(name) {
		return nil, os.ErrPermission
	}
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", name))
	if err != nil {
		return nil, err
	}
	return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: string(b)}}}}, nil
}

// Only the base name of the URI's path is read.
func (n *Notes) readBase(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", filepath.Base(req.Params.URI)))
	if err != nil {
		return nil, err
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, Text: string(b)}}}, nil
}

// A static resource: its URI is the server's.
func (n *Notes) readme(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", req.Params.URI[len("readme://"):]))
	if err != nil {
		return nil, err
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, Text: string(b)}}}, nil
}

// RegisterSDK registers the prompts and resources on a go-sdk server.
func RegisterSDK(s *mcp.Server, dir string) {
	n := &Notes{Dir: dir}
	s.AddPrompt(&mcp.Prompt{Name: "review_note", Arguments: []*mcp.PromptArgument{{Name: "name", Required: true}}}, n.review)
	s.AddPrompt(&mcp.Prompt{Name: "review_checked", Arguments: []*mcp.PromptArgument{{Name: "name", Required: true}}}, n.reviewChecked)
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "note", URITemplate: "notes:///{+path}"}, n.read)
	s.AddResourceTemplate(&mcp.ResourceTemplate{Name: "note_base", URITemplate: "base:///{+path}"}, n.readBase)
	s.AddResource(&mcp.Resource{Name: "readme", URI: "readme://README.md"}, n.readme)
}
