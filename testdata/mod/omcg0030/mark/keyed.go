package mark

import (
	"context"
	"fmt"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Arguments read by helpers that take the key, as servers write them
// over mcp-go (a generic one over the arguments' map, one over the
// request's reader).

func requiredParam[T comparable](args map[string]any, p string) (T, error) {
	var zero T
	v, ok := args[p].(T)
	if !ok || v == zero {
		return zero, fmt.Errorf("missing required parameter: %s", p)
	}
	return v, nil
}

func stringParam(req mcp.CallToolRequest, k string) string {
	return req.GetString(k, "")
}

func (t *Tools) grepKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pattern, err := requiredParam[string](req.GetArguments(), "pattern")
	if err != nil {
		return nil, err
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", "grep -rn "+pattern+" "+t.dir).Output() // want `OMCG0030: tool "grep_keyed": argument "pattern" .*: grep_keyed: argument pattern → \(\*Tools\).grepKeyed → requiredParam → exec.CommandContext\("sh", "-c", …\);`
	return mcp.NewToolResultText(string(out)), err
}

func (t *Tools) findKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", "find . -name "+stringParam(req, "name")).Output() // want `OMCG0030: tool "find_keyed": argument "name" .*: find_keyed: argument name → \(\*Tools\).findKeyed → stringParam → exec.CommandContext\("sh", "-c", …\);`
	return mcp.NewToolResultText(string(out)), err
}

// ---- Not flagged. ----

// The whole command line is the argument: the tool's job.
func (t *Tools) runKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", stringParam(req, "command")).Output()
	return mcp.NewToolResultText(string(out)), err
}

// The number is no text a shell reads.
func (t *Tools) headKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, _ := requiredParam[float64](req.GetArguments(), "lines")
	out, err := exec.CommandContext(ctx, "sh", "-c", fmt.Sprintf("head -n %d %s", int(n), t.dir)).Output()
	return mcp.NewToolResultText(string(out)), err
}

func RegisterKeyed(s *server.MCPServer, t *Tools) {
	s.AddTool(mcp.NewTool("grep_keyed", mcp.WithString("pattern", mcp.Required())), t.grepKeyed)
	s.AddTool(mcp.NewTool("find_keyed", mcp.WithString("name")), t.findKeyed)
	s.AddTool(mcp.NewTool("run_keyed", mcp.WithString("command", mcp.Required())), t.runKeyed)
	s.AddTool(mcp.NewTool("head_keyed", mcp.WithNumber("lines")), t.headKeyed)
}
