package offers

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func (n *Notes) markReview(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", request.Params.Arguments["name"])) // want `OMCG0029: prompt "mark_review": argument "name" can leave the base folder .*: mark_review: argument name → \(\*Notes\).markReview → os.ReadFile;`
	if err != nil {
		return nil, err
	}
	return mcp.NewGetPromptResult("review", []mcp.PromptMessage{mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent(string(b)))}), nil
}

func (n *Notes) markRead(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	path, _ := request.Params.Arguments["path"].([]string)
	if len(path) == 0 {
		return nil, os.ErrNotExist
	}
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", path[0])) // want `OMCG0029: resource template "mark:///{\+path}": variable "path" can leave the base folder .*: mark:///{\+path}: variable path → \(\*Notes\).markRead → os.ReadFile;`
	if err != nil {
		return nil, err
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: request.Params.URI, Text: string(b)}}, nil
}

// markReadURI takes the variable out of the URI itself.
func (n *Notes) markReadURI(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", strings.TrimPrefix(request.Params.URI, "markuri:///"))) // want `OMCG0029: resource template "markuri:///{\+path}": variable "path" can leave the base folder .*: markuri:///{\+path}: variable path → \(\*Notes\).markReadURI → os.ReadFile;`
	if err != nil {
		return nil, err
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: request.Params.URI, Text: string(b)}}, nil
}

// ---- Not flagged. ----

// The name is checked before the join.
func (n *Notes) markReviewChecked(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	name := request.Params.Arguments["name"]
	if !filepath.IsLocal(name) {
		return nil, os.ErrPermission
	}
	b, err := os.ReadFile(filepath.Join(n.Dir, "notes", name))
	if err != nil {
		return nil, err
	}
	return mcp.NewGetPromptResult("review", []mcp.PromptMessage{mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent(string(b)))}), nil
}

// RegisterMark registers the prompts and the template on an mcp-go
// server.
func RegisterMark(s *server.MCPServer, dir string) {
	n := &Notes{Dir: dir}
	s.AddPrompt(mcp.NewPrompt("mark_review", mcp.WithArgument("name", mcp.RequiredArgument())), n.markReview)
	s.AddPrompt(mcp.NewPrompt("mark_review_checked", mcp.WithArgument("name", mcp.RequiredArgument())), n.markReviewChecked)
	s.AddResourceTemplate(mcp.NewResourceTemplate("mark:///{+path}", "note"), n.markRead)
	s.AddResourceTemplate(mcp.NewResourceTemplate("markuri:///{+path}", "note_uri"), n.markReadURI)
}
