// Package loops reads optional arguments around loops: the code after an
// if whose body ends in a loop is entered from the if and from the end of
// the loop, both tests, and is no refusal of the argument. Only the
// handler that does refuse it on every branch of a compound condition is
// flagged. A default compared with its own constant, whose branch returns
// a helper's result as it is, is no refusal either.
package loops

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// answer returns its value as JSON text, or an error: its error result
// is no refusal of any argument.
func answer(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: flags is split into words only when it is given.
func scan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	target, err := req.RequireString("target")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	flags := req.GetString("flags", "")
	args := []string{}
	if flags != "" {
		for _, f := range strings.Fields(flags) {
			args = append(args, strings.TrimSpace(f))
		}
	}
	return answer(append(args, target))
}

// Not flagged: the assertion runs only when args is there.
func launch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args []string
	if v, ok := req.GetArguments()["args"]; ok && v != nil {
		list := v.([]any)
		for _, a := range list {
			args = append(args, fmt.Sprint(a))
		}
	}
	return answer(args)
}

// Not flagged: without format the default is compared, and the branch it
// takes returns answer's result as it is, which fails only when the
// value does not encode (with or without the argument).
func report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	format := mcp.ParseString(req, "format", "json")
	if format == "json" {
		return answer(map[string]int{"issues": 0})
	}
	return mcp.NewToolResultText("issues: 0"), nil
}

// Flagged: either name missing fails the call.
func pair(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	first := req.GetString("first", "")
	second := req.GetString("second", "") // want `OMCG0042: tool "pair": the handler requires argument "second"`
	if first == "" || second == "" {
		return nil, errors.New("both names are needed")
	}
	return answer([]string{first, second})
}

// Register adds the tools (driftcall calls them without their optional
// arguments).
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("report", mcp.WithString("format")), report)
	s.AddTool(mcp.NewTool("scan", mcp.WithString("target", mcp.Required()), mcp.WithString("flags")), scan)
	s.AddTool(mcp.NewTool("launch", mcp.WithArray("args", mcp.WithStringItems())), launch)
	s.AddTool(mcp.NewTool("pair", mcp.WithString("first", mcp.Required()), mcp.WithString("second")), pair)
}
