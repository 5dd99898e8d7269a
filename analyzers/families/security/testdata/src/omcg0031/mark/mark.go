// Package mark registers mark3labs mcp-go tools that pass an argument to
// a fixed program, as kubectl servers do (testdata/mod/omcg0031/mark).
package mark

import (
	"context"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind := req.GetString("resource_type", "pods")
	out, err := exec.CommandContext(ctx, "kubectl", "get", kind).Output() // want `OMCG0031: tool "kubectl_get": argument "resource_type" .*: kubectl_get: argument resource_type → get → exec.CommandContext\("kubectl", "get", …\); put "--" before it`
	return mcp.NewToolResultText(string(out)), err
}

// The words of an argument as the program's arguments: no end of options
// can be put before them.
func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := strings.Fields(req.GetString("args", ""))
	out, err := exec.CommandContext(ctx, "kubectl", args...).Output() // want `OMCG0031: tool "kubectl": argument "args" is split into words that a program reads as its arguments, where any word can be an option: kubectl: argument args → run → exec.CommandContext\("kubectl", …\); refuse a word that starts with "-" unless it is an option the tool allows`
	return mcp.NewToolResultText(string(out)), err
}

// ---- Not flagged. ----

// After "--", kubectl reads names, not options.
func getEnded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind := req.GetString("resource_type", "pods")
	out, err := exec.CommandContext(ctx, "kubectl", "get", "--", kind).Output()
	return mcp.NewToolResultText(string(out)), err
}

// The value of -n: kubectl takes it as the namespace.
func namespaced(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns := req.GetString("namespace", "default")
	out, err := exec.CommandContext(ctx, "kubectl", "get", "pods", "-n", ns).Output()
	return mcp.NewToolResultText(string(out)), err
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("kubectl_get", mcp.WithString("resource_type")), get)
	s.AddTool(mcp.NewTool("kubectl", mcp.WithString("args")), run)

	s.AddTool(mcp.NewTool("kubectl_get_ended", mcp.WithString("resource_type")), getEnded)
	s.AddTool(mcp.NewTool("kubectl_pods", mcp.WithString("namespace")), namespaced)
}
