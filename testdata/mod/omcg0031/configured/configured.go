// Package configured runs a program the operator configures (a field set
// at start) or one the code picks among constants, with the model's
// argument: its name is not known, but it is fixed, and the argument can
// be one of its options. After "--" it is not; a program the model names
// is the tool's job, as elsewhere.
package configured

import (
	"context"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	File string `json:"file"`
}

type Out struct {
	Text string `json:"text"`
}

// Searcher runs the search program it is configured with.
type Searcher struct {
	Program string
	Dir     string
}

func (s *Searcher) search(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	cmd := exec.CommandContext(ctx, s.Program, "-n", "TODO", in.File) // want `OMCG0031: tool "search": argument "file" is passed to a program that reads an argument starting with "-" as an option: search: argument file → \(\*Searcher\).search → exec.CommandContext\(…, "-n", "TODO", …\)`
	cmd.Dir = s.Dir
	out, _ := cmd.CombinedOutput()
	return nil, Out{Text: string(out)}, nil
}

// Not flagged: the file comes after the end of options.
func (s *Searcher) searchEnded(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, _ := exec.CommandContext(ctx, s.Program, "-n", "TODO", "--", in.File).CombinedOutput()
	return nil, Out{Text: string(out)}, nil
}

// searchProgram picks the first search program found.
func searchProgram() string {
	if _, err := exec.LookPath("rg"); err == nil {
		return "rg"
	}
	return "grep"
}

func (s *Searcher) searchPicked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, _ := exec.CommandContext(ctx, searchProgram(), "-n", "TODO", in.File).CombinedOutput() // want `OMCG0031: tool "search_picked": argument "file" is passed to a program that reads an argument starting with "-" as an option`
	return nil, Out{Text: string(out)}, nil
}

// Register adds the tools (the escape test calls them).
func (s *Searcher) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "search"}, s.search)
	mcp.AddTool(srv, &mcp.Tool{Name: "search_ended"}, s.searchEnded)
	mcp.AddTool(srv, &mcp.Tool{Name: "search_picked"}, s.searchPicked)
}
