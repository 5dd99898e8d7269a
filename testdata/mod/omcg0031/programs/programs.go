// Package programs registers an mcp-go shell tool as command servers
// write it: the model writes a command line, a validator checks its first
// word against the operator's list of programs, and an executor splits the
// line again and runs the program it names without a shell. The list says
// which programs the tool means to run; every word after the program can
// still be one of its options (git -c alias.x=!cmd runs a command, find
// -delete deletes, bash -c runs a script).
package programs

import (
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Config is the operator's.
type Config struct {
	Enabled  bool
	Programs []string
}

type validator struct{ cfg Config }

// validate accepts a command line whose program is one of the operator's.
func (v *validator) validate(command string) error {
	if !v.cfg.Enabled {
		return nil // the operator turned the checks off
	}
	parts := strings.Fields(command)
	if len(parts) == 0 {
		return errors.New("empty command")
	}
	if strings.ContainsAny(command, ";|&$`") {
		return errors.New("shell metacharacters")
	}
	for _, allowed := range v.cfg.Programs {
		if matches(parts[0], allowed) {
			return nil
		}
	}
	return errors.New("program not allowed: " + parts[0])
}

// matches reports whether the program the model names is the allowed one,
// by its path or by its name.
func matches(program, allowed string) bool {
	if program == allowed {
		return true
	}
	if filepath.IsAbs(allowed) {
		abs, err := filepath.Abs(program)
		return err == nil && abs == allowed
	}
	return filepath.Base(program) == allowed
}

// validateStrict is validate, and refuses every other word that is an
// option.
func (v *validator) validateStrict(command string) error {
	if err := v.validate(command); err != nil {
		return err
	}
	for _, w := range strings.Fields(command)[1:] {
		if strings.HasPrefix(w, "-") {
			return errors.New("options are not allowed: " + w)
		}
	}
	return nil
}

type executor struct{}

// parse splits a command line into its program and arguments.
func (executor) parse(command string) (string, []string, error) {
	parts := strings.Fields(command)
	if len(parts) == 0 {
		return "", nil, errors.New("empty command")
	}
	return parts[0], parts[1:], nil
}

func (e executor) run(ctx context.Context, command string) (string, error) {
	program, args, err := e.parse(command)
	if err != nil {
		return "", err
	}
	out, err := exec.CommandContext(ctx, program, args...).CombinedOutput() // want `OMCG0031: tool "shell_exec": argument "command" is split into words that a program reads as its arguments, where any word can be an option \("WORD --output=/tmp/x" passes strings.ContainsAny\(command, .*\) and matches\(parts\[0\], allowed\) \(in \(\*validator\).validate\)\): shell_exec: argument command → \(\*handler\).handle → executor.run → executor.parse → exec.CommandContext\(…, …\); refuse a word that starts with "-" unless it is an option the tool allows`
	return string(out), err
}

type handler struct {
	v *validator
	e executor
}

func (h *handler) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command, err := req.RequireString("command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := h.v.validate(command); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := h.e.run(ctx, command)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// Not flagged: the program allowed, and no word an option.
func (h *handler) handleStrict(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command, err := req.RequireString("command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := h.v.validateStrict(command); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := h.e.run(ctx, command)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// Not flagged: the same executor with no check of the program, which is
// a tool whose job is any command.
func runAny(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command, err := req.RequireString("command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := executor{}.run(ctx, command)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// Not flagged: shell metacharacters refused, and any program run; the
// check says nothing of which programs the tool means to run.
func runUnlisted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command, err := req.RequireString("command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := noMetacharacters(command); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := executor{}.run(ctx, command)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func noMetacharacters(command string) error {
	if strings.ContainsAny(command, ";|&$`") {
		return errors.New("shell metacharacters")
	}
	return nil
}

func Register(s *server.MCPServer, cfg Config) {
	h := &handler{v: &validator{cfg: cfg}}
	s.AddTool(mcp.NewTool("shell_exec", mcp.WithString("command", mcp.Required())), h.handle)
	s.AddTool(mcp.NewTool("shell_strict", mcp.WithString("command", mcp.Required())), h.handleStrict)
	s.AddTool(mcp.NewTool("shell_any", mcp.WithString("command", mcp.Required())), runAny)
	s.AddTool(mcp.NewTool("shell_unlisted", mcp.WithString("command", mcp.Required())), runUnlisted)
}
