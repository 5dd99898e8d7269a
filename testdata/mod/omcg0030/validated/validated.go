// Package validated registers go-sdk tools that run a command line the
// model writes through bash, after the server's own validation: the
// first word must name kubectl (whatever folder), the second must be a
// known verb, and the line must contain none of a list of substrings.
// The validation is the code's intent, and a value that passes all of it
// still makes the shell do what it was meant to refuse: a redirection
// (>) writes a file. With ">" and "<" on the list too, no value mcpvet
// tries gets through.
package validated

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Command string `json:"command"`
	Note    string `json:"note,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

// bashPath is the shell the server runs: the one on PATH, or /bin/bash.
func bashPath() string {
	if p, err := exec.LookPath("bash"); err == nil {
		return p
	}
	return "/bin/bash"
}

func knownVerb(v string) bool {
	verbs := map[string]bool{"get": true, "describe": true, "logs": true}
	return verbs[v]
}

var (
	denied       = []string{";", "&", "|", "`", "$(", "\n"}
	deniedStrict = []string{">", "<"}
)

func validate(line string) error {
	words := strings.Fields(line)
	if len(words) < 2 || filepath.Base(words[0]) != "kubectl" {
		return errors.New("only kubectl commands are allowed")
	}
	if !knownVerb(words[1]) {
		return errors.New("verb not allowed")
	}
	lower := strings.ToLower(line)
	for _, d := range denied {
		if strings.Contains(lower, d) {
			return fmt.Errorf("%q is not allowed", d)
		}
	}
	return nil
}

func validateStrict(line string) error {
	if err := validate(line); err != nil {
		return err
	}
	for _, d := range deniedStrict {
		if strings.Contains(line, d) {
			return fmt.Errorf("%q is not allowed", d)
		}
	}
	return nil
}

// execute runs the command the arguments hold; the note is only logged.
func execute(ctx context.Context, args map[string]any) (string, error) {
	line, _ := args["command"].(string)
	if err := validate(line); err != nil {
		return "", err
	}
	out, err := exec.CommandContext(ctx, bashPath(), "-c", line).CombinedOutput() // want `OMCG0030: tool "kubectl_line": argument "command" is run by a shell after a check that the shell does not hold it to \("kubectl get >x" passes .*filepath.Base\(words\[0\]\) != "kubectl".*\): kubectl_line: argument command → run → execute → exec.CommandContext\("bash", "-c", …\)`
	return string(out), err
}

func run(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	// The note goes into the map too, under its own key: execute never
	// reads it, and it reaches no shell.
	text, err := execute(ctx, map[string]any{"command": in.Command, "note": in.Note})
	return nil, Out{Text: text}, err
}

// Not flagged: the list refuses redirections too.
func runStrict(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := validateStrict(in.Command); err != nil {
		return nil, Out{}, err
	}
	out, err := exec.CommandContext(ctx, bashPath(), "-c", in.Command).CombinedOutput()
	return nil, Out{Text: string(out)}, err
}

type Grep struct {
	Pattern string `json:"pattern"`
}

// A pattern pasted into a shell command line after a check of three
// metacharacters: "$(id)" has none of them.
func grepAny(ctx context.Context, req *mcp.CallToolRequest, in Grep) (*mcp.CallToolResult, Out, error) {
	if strings.ContainsAny(in.Pattern, ";|&") {
		return nil, Out{}, errors.New("metacharacters are not allowed")
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", "grep -rn "+in.Pattern+" .").CombinedOutput() // want `OMCG0030: tool "grep_any": argument "pattern" is pasted into a shell command line, where ; \| \$\( \) run commands of the model's choosing \("\$\(id\)" passes strings.ContainsAny\(in.Pattern, ";\|&"\)\)`
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_line"}, run)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_line_strict"}, runStrict)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_any"}, grepAny)
}
