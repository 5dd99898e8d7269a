// Package unfurled registers mcp-go tools that cut the model's command
// line into words in a helper that returns them in a struct with a
// verdict (as a validator and an executor share one parser), check the
// program against an allow-list, and run it with the other words: every
// other word can be one of the allowed program's options.
package unfurled

import (
	"context"
	"errors"
	"os/exec"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// parsed is a command line cut into words, or why it is refused.
type parsed struct {
	Argv    []string
	Allowed bool
	Reason  string
}

// unfurl cuts the line at spaces.
func unfurl(command string) parsed {
	f := strings.Fields(command)
	if len(f) == 0 {
		return parsed{Reason: "empty command"}
	}
	return parsed{Argv: f, Allowed: true}
}

var allowed = []string{"grep", "ls"}

func validate(command string) error {
	r := unfurl(command)
	if !r.Allowed {
		return errors.New(r.Reason)
	}
	if !slices.Contains(allowed, r.Argv[0]) {
		return errors.New("program not allowed")
	}
	return nil
}

func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command := req.GetString("command", "")
	if err := validate(command); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r := unfurl(command)
	out, _ := exec.CommandContext(ctx, r.Argv[0], r.Argv[1:]...).CombinedOutput() // want `OMCG0031: tool "run_unfurled": argument "command" is split into words that a program reads as its arguments, where any word can be an option \("WORD --output=/tmp/x" passes slices.Contains\(allowed, r.Argv\[0\]\) \(in validate\)\)`
	return mcp.NewToolResultText(string(out)), nil
}

// ---- Not flagged. ----

// plain refuses a word that starts with "-": the other words are the
// allowed program's operands.
func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command := req.GetString("command", "")
	if err := validate(command); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r := unfurl(command)
	for _, w := range r.Argv[1:] {
		if strings.HasPrefix(w, "-") {
			return mcp.NewToolResultError("options are not allowed"), nil
		}
	}
	out, _ := exec.CommandContext(ctx, r.Argv[0], r.Argv[1:]...).CombinedOutput()
	return mcp.NewToolResultText(string(out)), nil
}

// ended puts "--" before the other words: they are the allowed
// program's operands.
func ended(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command := req.GetString("command", "")
	if err := validate(command); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r := unfurl(command)
	args := append([]string{"--"}, r.Argv[1:]...)
	out, _ := exec.CommandContext(ctx, r.Argv[0], args...).CombinedOutput()
	return mcp.NewToolResultText(string(out)), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run_unfurled", mcp.WithString("command", mcp.Required())), run)
	s.AddTool(mcp.NewTool("run_plain", mcp.WithString("command", mcp.Required())), plain)
	s.AddTool(mcp.NewTool("run_ended", mcp.WithString("command", mcp.Required())), ended)
}
