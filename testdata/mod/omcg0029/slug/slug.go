// Package slug writes notes named after the model's title, made a slug by
// a regular expression that replaces every rune outside a class. Where
// the class leaves out "." and "/", no name the model gives leaves the
// folder: not flagged. Where the class keeps them, "../" survives:
// flagged.
package slug

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var nonSlug = regexp.MustCompile(`[^a-z0-9]+`)

// slugify is the title in lower case, each run of other runes one "-".
func slugify(title string) string {
	return strings.Trim(nonSlug.ReplaceAllString(strings.ToLower(title), "-"), "-")
}

// pathish keeps what a path is made of, as a careless slug does.
func pathish(title string) string {
	return regexp.MustCompile(`[^a-z0-9./]+`).ReplaceAllString(strings.ToLower(title), "_")
}

type In struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}

type Out struct {
	Path string `json:"path"`
}

// Notes keeps notes in a folder.
type Notes struct{ Dir string }

func (n *Notes) save(name, body string) (*mcp.CallToolResult, Out, error) {
	p := filepath.Join(n.Dir, name+".note")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil { // want `OMCG0029: tool "save_pathish": argument "title" can leave the base folder its path is joined to: "\.\./\.\./etc/passwd" passes`
		return nil, Out{}, err
	}
	return nil, Out{Path: p}, nil
}

// Register adds the tools (the escape test calls them).
func (n *Notes) Register(s *mcp.Server) {
	// Not flagged: the slug holds letters, digits and "-" alone.
	mcp.AddTool(s, &mcp.Tool{Name: "save_slug"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return n.save("2026-12-07-"+slugify(in.Title), in.Body)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "save_pathish"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return n.save(pathish(in.Title), in.Body)
	})
}
