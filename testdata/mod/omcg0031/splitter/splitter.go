// Package splitter registers go-sdk tools that run the model's command
// line as terminal servers write them: the line is cut into words by a
// helper of the package's own that wraps strings.FieldsFunc (a closure
// with quote state) and then rewrites the quoted words in a loop, and the
// operator may give a list of programs (a flag), which the handler checks
// only when it is set. With the list set, the program is held to it and
// every other word can be one of its options (find / -delete, git -c
// alias.x=!cmd); without it, the tool runs any program, which is its job.
package splitter

import (
	"context"
	"flag"
	"os/exec"
	"slices"
	"strings"
	"unicode"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Input is the command line.
type Input struct {
	Command string `json:"command"`
}

// permitted is the operator's list of programs; empty allows any.
var permitted []string

// Flags registers the operator's flag.
func Flags(fs *flag.FlagSet) {
	fs.Func("permit", "a program the tool may run (repeat)", func(s string) error {
		permitted = append(permitted, s)
		return nil
	})
}

// words cuts a command line at spaces outside double quotes, then takes
// the quotes off the words that had them.
func words(line string) (out []string) {
	inQuotes := false
	out = strings.FieldsFunc(line, func(r rune) bool {
		if r == '"' {
			inQuotes = !inQuotes
			return false
		}
		return !inQuotes && unicode.IsSpace(r)
	})
	for i, w := range out {
		if strings.HasPrefix(w, `"`) {
			out[i] = strings.Trim(w, `"`)
		}
	}
	return out
}

func result(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// run holds the program to the operator's list when there is one.
func run(ctx context.Context, _ *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	parts := words(strings.TrimSpace(in.Command))
	if len(parts) == 0 {
		return result("empty command"), nil, nil
	}
	program, args := parts[0], parts[1:]
	if len(permitted) > 0 && !slices.Contains(permitted, program) {
		return result("not permitted: " + program), nil, nil
	}
	out, _ := exec.CommandContext(ctx, program, args...).CombinedOutput() // want `OMCG0031: tool "run": argument "command" is split into words that a program reads as its arguments, where any word can be an option \("WORD --output=/tmp/x" passes slices.Contains\(permitted, program\)\): run: argument command → exec.CommandContext\(…, …\); refuse a word that starts with "-" unless it is an option the tool allows`
	return result(string(out)), nil, nil
}

// runAny has no list: the program and its arguments are the model's,
// which is the tool's job.
func runAny(ctx context.Context, _ *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	parts := words(in.Command)
	if len(parts) == 0 {
		return result("empty command"), nil, nil
	}
	out, _ := exec.CommandContext(ctx, parts[0], parts[1:]...).CombinedOutput()
	return result(string(out)), nil, nil
}

// runChecked refuses every word after the program that is an option.
func runChecked(ctx context.Context, _ *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	parts := words(in.Command)
	if len(parts) == 0 {
		return result("empty command"), nil, nil
	}
	if len(permitted) > 0 && !slices.Contains(permitted, parts[0]) {
		return result("not permitted: " + parts[0]), nil, nil
	}
	for _, a := range parts[1:] {
		if strings.HasPrefix(a, "-") {
			return result("options are not allowed: " + a), nil, nil
		}
	}
	out, _ := exec.CommandContext(ctx, parts[0], parts[1:]...).CombinedOutput()
	return result(string(out)), nil, nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "run", Description: "Run one of the permitted programs."}, run)
	mcp.AddTool(s, &mcp.Tool{Name: "run_any", Description: "Run a program."}, runAny)
	mcp.AddTool(s, &mcp.Tool{Name: "run_checked", Description: "Run one of the permitted programs, without options."}, runChecked)
}
