// Package mark registers mark3labs mcp-go tools that read their
// arguments with the mcp package's parsers (mcp.ParseString(req, key,
// default)) and pass them to a fixed program, as kubectl servers do.
package mark

import (
	"context"
	"fmt"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/mark/trace"
)

func get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind := mcp.ParseString(req, "resource_type", "pods")
	out, err := exec.CommandContext(ctx, "kubectl", "get", kind).Output() // want `OMCG0031: tool "kubectl_get": argument "resource_type" .*: kubectl_get: argument resource_type → get → exec.CommandContext\("kubectl", "get", …\); put "--" before it`
	return mcp.NewToolResultText(string(out)), err
}

func describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, _ := mcp.ParseArgument(req, "name", "").(string)
	out, err := exec.CommandContext(ctx, "kubectl", "describe", "pod", name).Output() // want `OMCG0031: tool "kubectl_describe": argument "name" .*: kubectl_describe: argument name → describe → exec.CommandContext\("kubectl", "describe", "pod", …\);`
	return mcp.NewToolResultText(string(out)), err
}

// K8s holds the handlers registered through trace's wrappers.
type K8s struct{ kubeconfig string }

// Registered as trace.Adapt(trace.WithTracing(name, k.rollout)): the
// wrappers pass the client's request on.
func (k *K8s) rollout(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := mcp.ParseString(req, "name", "")
	out, err := exec.CommandContext(ctx, "kubectl", "rollout", "status", name).Output() // want `OMCG0031: tool "kubectl_rollout": argument "name" .*: kubectl_rollout: argument name → \(\*K8s\).rollout → exec.CommandContext\("kubectl", "rollout", "status", …\); put "--" before it`
	return mcp.NewToolResultText(string(out)), err
}

// ---- Not flagged. ----

// Registered as trace.Disabled(name, k.restart), which never calls it.
func (k *K8s) restart(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := mcp.ParseString(req, "name", "")
	out, err := exec.CommandContext(ctx, "kubectl", "rollout", "restart", name).Output()
	return mcp.NewToolResultText(string(out)), err
}

// Registered as trace.Defaults(k.history), which calls it with a request
// of its own.
func (k *K8s) history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := mcp.ParseString(req, "name", "")
	out, err := exec.CommandContext(ctx, "kubectl", "rollout", "history", name).Output()
	return mcp.NewToolResultText(string(out)), err
}

// After "--", kubectl reads names, not options.
func getEnded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind := mcp.ParseString(req, "resource_type", "pods")
	out, err := exec.CommandContext(ctx, "kubectl", "get", "--", kind).Output()
	return mcp.NewToolResultText(string(out)), err
}

// A number read with ParseInt cannot start with "--".
func tail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := mcp.ParseInt(req, "lines", 50)
	out, err := exec.CommandContext(ctx, "kubectl", "logs", "app", fmt.Sprint(n)).Output()
	return mcp.NewToolResultText(string(out)), err
}

// The value of -n: kubectl takes it as the namespace.
func namespaced(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns := mcp.ParseString(req, "namespace", "default")
	out, err := exec.CommandContext(ctx, "kubectl", "get", "pods", "-n", ns).Output()
	return mcp.NewToolResultText(string(out)), err
}

func Register(s *server.MCPServer) {
	k := &K8s{}
	s.AddTool(mcp.NewTool("kubectl_rollout", mcp.WithString("name")), trace.Adapt(trace.WithTracing("kubectl_rollout", k.rollout)))
	s.AddTool(mcp.NewTool("kubectl_restart", mcp.WithString("name")), trace.Adapt(trace.Disabled("kubectl_restart", k.restart)))
	s.AddTool(mcp.NewTool("kubectl_history", mcp.WithString("name")), trace.Adapt(trace.Defaults(k.history)))
	s.AddTool(mcp.NewTool("kubectl_get", mcp.WithString("resource_type")), get)
	s.AddTool(mcp.NewTool("kubectl_describe", mcp.WithString("name")), describe)

	s.AddTool(mcp.NewTool("kubectl_get_ended", mcp.WithString("resource_type")), getEnded)
	s.AddTool(mcp.NewTool("kubectl_logs", mcp.WithNumber("lines")), tail)
	s.AddTool(mcp.NewTool("kubectl_pods", mcp.WithString("namespace")), namespaced)
}
