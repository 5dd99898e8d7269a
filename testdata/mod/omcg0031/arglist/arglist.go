// Package arglist registers go-sdk tools that take a list of arguments
// from the model and spread it into a fixed program's arguments
// (append(args, in.Files...)): each element can be one of the program's
// options. A list after an end of options, or whose elements a loop
// refuses when they start with "-", is not flagged; nor is another field
// of a configuration struct that holds the list, handed whole through a
// function and a constructor.
package arglist

import (
	"context"
	"errors"
	"os/exec"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Pattern string   `json:"pattern"`
	Files   []string `json:"files"`
	Names   string   `json:"names"`
}

type Out struct {
	Text string `json:"text"`
}

func grep(ctx context.Context, args []string) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "grep", args...).CombinedOutput() // want `OMCG0031: tool "search_files": argument "files" is passed to a program that reads an argument starting with "-" as an option` `OMCG0031: tool "search_configured": argument "files" is passed to a program` `OMCG0031: tool "search_names": argument "names" is passed to a program`
	return nil, Out{Text: string(out)}, err
}

func searchFiles(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return grep(ctx, append([]string{"-n", "-e", in.Pattern}, in.Files...))
}

// Not flagged: the files come after the end of grep's options.
func searchEnded(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return grep(ctx, append([]string{"-n", "-e", in.Pattern, "--"}, in.Files...))
}

// Not flagged: a file that starts with "-" is refused.
func searchRefused(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	for _, f := range in.Files {
		if strings.HasPrefix(f, "-") {
			return nil, Out{}, errors.New("a file may not start with -")
		}
	}
	return grep(ctx, append([]string{"-n", "-e", in.Pattern}, in.Files...))
}

// config says what a search reads; searcher keeps it whole.
type config struct {
	Pattern string
	Files   []string
}

type searcher struct{ config config }

func newSearcher(c config) *searcher { return &searcher{config: c} }

func (s *searcher) run(ctx context.Context) (*mcp.CallToolResult, Out, error) {
	args := []string{"-n", "-e", s.config.Pattern}
	files := s.config.Files
	if len(files) == 0 {
		files = []string{"."}
	}
	args = append(args, files...)
	return grep(ctx, args)
}

// runSearch hands the configuration it is given whole to a searcher.
func runSearch(ctx context.Context, c config) (*mcp.CallToolResult, Out, error) {
	return newSearcher(c).run(ctx)
}

// Flagged: the model's files, through a configuration and the searcher
// that keeps it.
func searchConfigured(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	c := config{Pattern: "TODO"}
	c.Files = in.Files
	return runSearch(ctx, c)
}

// Not flagged: the model's pattern is the value of -e; the configuration's
// other fields are apart from it.
func searchPattern(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	c := config{Files: []string{"."}}
	c.Pattern = in.Pattern
	return runSearch(ctx, c)
}

// names is the files a text names, split at spaces, or the folder.
func names(text string) []string {
	if strings.TrimSpace(text) == "" {
		return []string{"."}
	}
	return strings.Fields(text)
}

// Flagged: the words of the model's text, from a helper.
func searchNames(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return grep(ctx, append([]string{"-n", "-e", "TODO"}, names(in.Names)...))
}

// patternArgs is grep's options for a pattern: -e, then the pattern.
func patternArgs(pattern string) []string {
	return []string{"-n", "-e", pattern}
}

// Not flagged: a helper's list of an option and its value says nothing
// of where the value stands; it is -e's.
func searchBuilt(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return grep(ctx, append(patternArgs(in.Pattern), "."))
}

// Not flagged: node reads the arguments after its script as the
// script's, not as its own options.
func runScript(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "node", append([]string{"search.js"}, in.Files...)...).CombinedOutput()
	return nil, Out{Text: string(out)}, err
}

// Register adds the tools (the escape test calls them).
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search_files"}, searchFiles)
	mcp.AddTool(s, &mcp.Tool{Name: "search_ended"}, searchEnded)
	mcp.AddTool(s, &mcp.Tool{Name: "search_refused"}, searchRefused)
	mcp.AddTool(s, &mcp.Tool{Name: "search_configured"}, searchConfigured)
	mcp.AddTool(s, &mcp.Tool{Name: "search_pattern"}, searchPattern)
	mcp.AddTool(s, &mcp.Tool{Name: "run_script"}, runScript)
	mcp.AddTool(s, &mcp.Tool{Name: "search_names"}, searchNames)
	mcp.AddTool(s, &mcp.Tool{Name: "search_built"}, searchBuilt)
}
