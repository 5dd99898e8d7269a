package runtime

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ToolError is an error whose message is meant for the client: a tool
// that returns a *ToolError (or an error wrapping one) gets an error
// result (isError: true) with Message as its text. Every other error is
// reported to the client as "The tool failed." and logged, because its
// text can hold internals.
type ToolError struct {
	Message string
}

func (e *ToolError) Error() string { return e.Message }

// ArgumentError reports an argument the tool cannot accept. The client
// sees "Argument '<Path>' is not valid." (or, for a required argument
// that is absent, "Argument '<Path>' is required.") as an error result, never a
// protocol error, so the model can fix the call. The runtime returns it
// for arguments that fail the input schema or cannot be decoded; a tool
// may return one too (also wrapped) for an argument it rejects itself.
type ArgumentError struct {
	// Path names the argument: JSON property names joined by dots, array
	// indexes in brackets ("items[2].qty"). Empty means the arguments as a
	// whole.
	Path string
	// Missing: the argument at Path is required and was not sent.
	Missing bool
	// Err is the cause, for logs and middleware; it is never sent.
	Err error
}

func (e *ArgumentError) Error() string {
	if e.Path == "" {
		return "The arguments are not valid."
	}
	if e.Missing {
		return "Argument '" + e.Path + "' is required."
	}
	return "Argument '" + e.Path + "' is not valid."
}

func (e *ArgumentError) Unwrap() error { return e.Err }

// failedText is what the client sees for an error it must not read.
const failedText = "The tool failed."

// errorResult is an error result with text; err stays on the server
// (CallToolResult.GetError), for middleware.
func errorResult(text string, err error) *mcp.CallToolResult {
	r := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
	r.SetError(err)
	return r
}

// policy applies the error policy of one tool.
type policy struct {
	name   string
	logger *slog.Logger // nil: slog.Default() at the time of the failure
}

// fail turns a tool's error into its result. A *jsonrpc.Error returned
// as is stays a protocol error, as with mcp.AddTool: the SDK uses those
// for protocol signals (URL elicitation required) that must reach the
// client as such.
//
// An *InputRequired (runtime.Elicit on 2026-07-28) is not a failure: it
// ends this round of the call with the input requests it holds.
func (p *policy) fail(ctx context.Context, req *mcp.CallToolRequest, err error) (*mcp.CallToolResult, error) {
	if ir := (*InputRequired)(nil); errors.As(err, &ir) && ir != nil {
		return ir.CallToolResult(), nil
	}
	if te := (*ToolError)(nil); errors.As(err, &te) && te != nil {
		return errorResult(te.Message, err), nil
	}
	if ae := (*ArgumentError)(nil); errors.As(err, &ae) && ae != nil {
		return errorResult(ae.Error(), err), nil
	}
	if we, ok := err.(*jsonrpc.Error); ok {
		return nil, we
	}
	p.log(ctx, req, "mcp tool failed", err)
	return errorResult(failedText, err), nil
}

// recovered turns a panic of the tool into its result.
func (p *policy) recovered(ctx context.Context, req *mcp.CallToolRequest, v any) (*mcp.CallToolResult, error) {
	err := fmt.Errorf("panic: %v", v)
	p.log(ctx, req, "mcp tool panicked", err, slog.String("stack", string(debug.Stack())))
	return errorResult(failedText, err), nil
}

// log writes the record of a hidden failure: the tool, the session when
// there is one (the SDK keeps the JSON-RPC request ID in an unexported
// context key, so it cannot be logged), and the error.
func (p *policy) log(ctx context.Context, req *mcp.CallToolRequest, msg string, err error, extra ...slog.Attr) {
	l := p.logger
	if l == nil {
		l = slog.Default()
	}
	attrs := []slog.Attr{slog.String("tool", p.name)}
	if req != nil && req.Session != nil {
		if id := req.Session.ID(); id != "" {
			attrs = append(attrs, slog.String("session", id))
		}
	}
	attrs = append(attrs, slog.Any("error", err))
	attrs = append(attrs, extra...)
	l.LogAttrs(ctx, slog.LevelError, msg, attrs...)
}
