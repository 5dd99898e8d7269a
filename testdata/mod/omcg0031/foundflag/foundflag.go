// Package foundflag registers go-sdk tools that hold the model's file to
// a list with a loop that sets a flag (found := false; for _, f := range
// known { if in.File == f { found = true; break } }; if !found { return
// err }): past the refusal, the file is one of the list's. A flag set on
// the other side of the comparison holds nothing.
package foundflag

import (
	"context"
	"errors"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	File string `json:"file"`
}

type Out struct {
	Text string `json:"text"`
}

var known = []string{"notes.txt", "todo.txt"}

func grep(ctx context.Context, file string) (*mcp.CallToolResult, Out, error) {
	out, _ := exec.CommandContext(ctx, "grep", "-n", "TODO", file).CombinedOutput() // want `OMCG0031: tool "grep_unknown": argument "file" is passed to a program that reads an argument starting with "-" as an option`
	return nil, Out{Text: string(out)}, nil
}

// Not flagged: the file is one of the list's.
func grepKnown(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	found := false
	for _, f := range known {
		if in.File == f {
			found = true
			break
		}
	}
	if !found {
		return nil, Out{}, errors.New("not a known file")
	}
	return grep(ctx, in.File)
}

// Flagged: the flag says only that the file differs from one entry.
func grepUnknown(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	found := false
	for _, f := range known {
		if in.File != f {
			found = true
		}
	}
	if !found {
		return nil, Out{}, errors.New("not a known file")
	}
	return grep(ctx, in.File)
}

// Register adds the tools (the escape test calls them).
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "grep_known"}, grepKnown)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_unknown"}, grepUnknown)
}
