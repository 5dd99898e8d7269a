// Package abspath registers go-sdk tools that give a program a path made
// absolute first, as servers write it: joined to the workspace when it is
// relative, kept when it is absolute. An absolute path begins with "/",
// never with "-": no option. Kept when it is relative instead, it is.
package abspath

import (
	"context"
	"os/exec"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

const workspace = "/workspace"

func absolute(p string) string {
	if !filepath.IsAbs(p) {
		p = filepath.Join(workspace, p)
	}
	return filepath.Clean(p)
}

// backwards joins the absolute path and keeps the relative one.
func backwards(p string) string {
	if filepath.IsAbs(p) {
		p = filepath.Join(workspace, p)
	}
	return p
}

func info(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "pdfinfo", absolute(in.Path)).Output()
	return nil, Out{Text: string(out)}, err
}

func infoBackwards(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "pdfinfo", backwards(in.Path)).Output() // want `OMCG0031: tool "pdf_info_backwards": argument "path" is passed to a program that reads an argument starting with "-" as an option`
	return nil, Out{Text: string(out)}, err
}

// resolved is the path made absolute, its links resolved where it
// exists (an absolute path stays one).
func resolved(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return abs, nil
	}
	return real, nil
}

// Not flagged: filepath.Abs's result, through a helper and a join.
func infoResolved(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	dir, err := resolved(in.Path)
	if err != nil {
		return nil, Out{}, err
	}
	out, err := exec.CommandContext(ctx, "pdfinfo", filepath.Join(dir, "doc.pdf")).Output()
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "pdf_info"}, info)
	mcp.AddTool(s, &mcp.Tool{Name: "pdf_info_resolved"}, infoResolved)
	mcp.AddTool(s, &mcp.Tool{Name: "pdf_info_backwards"}, infoBackwards)
}
