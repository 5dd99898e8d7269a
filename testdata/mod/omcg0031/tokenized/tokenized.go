// Package tokenized registers an mcp-go tool that runs kubectl with the
// model's command line, as cloud CLI servers write it: a client behind an
// interface validates the line (it must start with "kubectl ", hold no
// shell metacharacters, and in read-only mode match the operator's
// patterns), and an executor splits it with a tokenizer of its own (quotes
// and escapes, one byte at a time) and runs the program it names. The
// first word is held to kubectl; every other word can be one of
// kubectl's options (--server= sends the credentials elsewhere).
package tokenized

import (
	"context"
	"errors"
	"os/exec"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Client runs checked kubectl command lines.
type Client interface {
	ValidateCommand(cmd string) error
	ExecuteCommand(ctx context.Context, cmd string) (string, error)
}

type validator interface {
	Validate(cmd string) error
}

// Config is the operator's.
type Config struct {
	ReadOnly bool
	Patterns []string
}

type defaultValidator struct{ cfg Config }

func (v *defaultValidator) Validate(cmd string) error {
	if err := v.basic(cmd); err != nil {
		return err
	}
	if v.cfg.ReadOnly {
		if err := v.readOnly(cmd); err != nil {
			return err
		}
	}
	return nil
}

func (v *defaultValidator) basic(cmd string) error {
	if !strings.HasPrefix(cmd, "kubectl ") {
		return errors.New("command must start with kubectl")
	}
	for _, c := range []string{"|", ";", "&", "$", "`", ">", "<"} {
		if strings.Contains(cmd, c) {
			return errors.New("forbidden character " + c)
		}
	}
	return nil
}

func (v *defaultValidator) readOnly(cmd string) error {
	for _, p := range v.cfg.Patterns {
		if ok, _ := regexp.MatchString(p, cmd); ok {
			return nil
		}
	}
	return errors.New("not allowed in read-only mode")
}

func noOptions(cmd string) error {
	for _, w := range strings.Fields(cmd)[1:] {
		if strings.HasPrefix(w, "-") {
			return errors.New("options are not allowed: " + w)
		}
	}
	return nil
}

type executor struct{}

// tokens splits a command line into words, with quotes and escapes.
func (executor) tokens(line string) ([]string, error) {
	line = strings.TrimSpace(line)
	var words []string
	var cur strings.Builder
	quote := byte(0)
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '"' || c == '\''):
			quote = c
		case quote == 0 && c == ' ':
			if cur.Len() > 0 {
				words = append(words, cur.String())
				cur.Reset()
			}
		default:
			cur.WriteByte(c)
		}
	}
	if cur.Len() > 0 {
		words = append(words, cur.String())
	}
	if len(words) == 0 {
		return nil, errors.New("empty command")
	}
	return words, nil
}

func (e executor) run(ctx context.Context, line string) (string, error) {
	args, err := e.tokens(line)
	if err != nil {
		return "", err
	}
	out, err := exec.CommandContext(ctx, args[0], args[1:]...).CombinedOutput() // want `OMCG0031: tool "call_kubectl": argument "command" is split into words that a program reads as its arguments, where any word can be an option \("kubectl --output=/tmp/x" passes strings.HasPrefix\(cmd, "kubectl "\) and strings.Contains\(cmd, c\) \(in \(\*defaultValidator\).basic\)\): call_kubectl: argument command → Handler\(…\) → \(\*client\).ExecuteCommand → executor.run → exec.CommandContext\(…, …\); refuse a word that starts with "-" unless it is an option the tool allows`
	return string(out), err
}

type client struct {
	v validator
	e executor
}

func (c *client) ValidateCommand(cmd string) error { return c.v.Validate(cmd) }

func (c *client) ExecuteCommand(ctx context.Context, cmd string) (string, error) {
	return c.e.run(ctx, cmd)
}

// Handler makes the tool's handler.
func Handler(c Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cmd, err := req.RequireString("command")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := c.ValidateCommand(cmd); err != nil {
			return mcp.NewToolResultError("validation error: " + err.Error()), nil
		}
		out, err := c.ExecuteCommand(ctx, cmd)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// StrictHandler makes the handler of the tool that also refuses every
// word after the program that is an option.
func StrictHandler(c Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cmd, err := req.RequireString("command")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := c.ValidateCommand(cmd); err != nil {
			return mcp.NewToolResultError("validation error: " + err.Error()), nil
		}
		if err := noOptions(cmd); err != nil {
			return mcp.NewToolResultError("validation error: " + err.Error()), nil
		}
		out, err := c.ExecuteCommand(ctx, cmd)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// Register adds call_kubectl, whose validator the operator configures,
// and call_kubectl_strict, which refuses options too.
func Register(s *server.MCPServer, cfg Config) {
	c := &client{v: &defaultValidator{cfg: cfg}}
	tool := mcp.NewTool("call_kubectl", mcp.WithString("command", mcp.Required()))
	s.AddTool(tool, Handler(c))
	strict := mcp.NewTool("call_kubectl_strict", mcp.WithString("command", mcp.Required()))
	s.AddTool(strict, StrictHandler(c))
}
