package runtime

import (
	"context"
	"encoding/json"
	"log/slog"
	"reflect"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool registers fn as the tool name: the quick path for a plain func.
// In is the arguments, as for [AddTool] (a struct or map, or a pointer to
// one). Out is turned into the result by the docs/tools.md table, exactly as
// for a //mcp:tool func with the same signature: a string is one text
// block; a struct or map (or pointer to one) is structured content with
// an output schema; mcp.Content or []mcp.Content are those blocks; a
// *mcp.CallToolResult is passed through; an enum (with facts) is its
// value as text; numbers, bools, slices, arrays, time.Time and
// json.RawMessage are one text block of their JSON. Other types panic
// here, at registration.
func Tool[In, Out any](s *mcp.Server, name string, fn func(context.Context, In) (Out, error), opts ...ToolOption) {
	const who = "runtime.Tool"
	var c toolConfig
	for _, o := range opts {
		o(&c)
	}
	t := &mcp.Tool{Name: name, Title: c.title, Description: c.description, Annotations: c.annotations}
	form, output := resultForm(who, name, reflect.TypeFor[Out]())
	registerTool(s, GeneratedTool{
		Tool:   t,
		Input:  inputSchema(who, name, reflect.TypeFor[In]()),
		Output: output,
		Result: form,
		Call: func(ctx context.Context, _ *mcp.CallToolRequest, args json.RawMessage) (any, error) {
			var in In
			if err := decodeArgs(args, &in); err != nil {
				return nil, err
			}
			return fn(ctx, in)
		},
	}, c.logger)
}

// A ToolOption configures a tool added with [Tool].
type ToolOption func(*toolConfig)

type toolConfig struct {
	title, description string
	annotations        *mcp.ToolAnnotations
	logger             *slog.Logger
}

func (c *toolConfig) hints() *mcp.ToolAnnotations {
	if c.annotations == nil {
		c.annotations = new(mcp.ToolAnnotations)
	}
	return c.annotations
}

// Description sets the tool's description.
func Description(text string) ToolOption {
	return func(c *toolConfig) { c.description = text }
}

// Title sets the tool's human-readable title.
func Title(text string) ToolOption {
	return func(c *toolConfig) { c.title = text }
}

// The hints: a tool lists annotations only when one of these is given.
// (Once it does, the SDK writes readOnlyHint and idempotentHint always,
// false when not set: they have no "unset" in mcp.ToolAnnotations.)

// ReadOnly sets the readOnlyHint annotation.
func ReadOnly(v bool) ToolOption {
	return func(c *toolConfig) { c.hints().ReadOnlyHint = v }
}

// Destructive sets the destructiveHint annotation.
func Destructive(v bool) ToolOption {
	return func(c *toolConfig) { c.hints().DestructiveHint = &v }
}

// Idempotent sets the idempotentHint annotation.
func Idempotent(v bool) ToolOption {
	return func(c *toolConfig) { c.hints().IdempotentHint = v }
}

// OpenWorld sets the openWorldHint annotation.
func OpenWorld(v bool) ToolOption {
	return func(c *toolConfig) { c.hints().OpenWorldHint = &v }
}

// Logger sets the logger that records the tool's hidden failures
// (default: slog.Default() at the time of the failure).
func Logger(l *slog.Logger) ToolOption {
	return func(c *toolConfig) { c.logger = l }
}
