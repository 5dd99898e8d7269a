// Package helperpkg registers go-sdk tools that pass a path through a
// helper of another package of the module, one that imports no sink: the
// flow goes on through the helper's result. A program run with the path
// reads it as an option when it starts with "-"; read as a file, the
// path is the tool's to choose (the helper puts a folder before it on one
// way only, as the path's own form picks), and is not reported.
package helperpkg

import (
	"context"
	"os"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0031/helperpkg/pathconv"
)

type In struct {
	Pattern string `json:"pattern"`
	Path    string `json:"path"`
}

type Out struct {
	Text string `json:"text"`
}

func grep(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, _ := exec.CommandContext(ctx, "grep", "-rn", "--", in.Pattern, pathconv.ToSlash(in.Path)).CombinedOutput()
	return nil, Out{Text: string(out)}, nil
}

func grepOptions(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, _ := exec.CommandContext(ctx, "grep", "-rn", "x", pathconv.ToSlash(in.Path)).CombinedOutput() // want `OMCG0031: tool "grep_options": argument "path" is passed to a program that reads an argument starting with "-" as an option: grep_options: argument path → grepOptions → pathconv.ToSlash → exec.CommandContext\("grep", "-rn", "x", …\); put "--" before it`
	return nil, Out{Text: string(out)}, nil
}

// Not flagged: the tool reads the file the model names, converted.
func readFile(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	b, err := os.ReadFile(pathconv.ToSlash(in.Path))
	return nil, Out{Text: string(b)}, err
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "grep", Description: "Search files for a pattern."}, grep)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_options", Description: "Search files for x."}, grepOptions)
	mcp.AddTool(s, &mcp.Tool{Name: "read_file", Description: "Read a file."}, readFile)
}
