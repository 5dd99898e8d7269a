package mark

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The arguments built before the call: a literal appended to on some
// paths, spread into the call or into a helper's variadic parameter.
// Each element is read at its place: after "--" or as -n's value it is
// not reported.

func getAppended(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind := mcp.ParseString(req, "resource_type", "")
	name := mcp.ParseString(req, "resource_name", "")
	ns := mcp.ParseString(req, "namespace", "")
	all := mcp.ParseString(req, "all_namespaces", "") == "true"
	output := mcp.ParseString(req, "output", "wide")
	args := []string{"get", kind}
	if name != "" {
		args = append(args, name)
	}
	if all {
		args = append(args, "--all-namespaces")
	} else if ns != "" {
		args = append(args, "-n", ns)
	}
	// A flag of its own before: -o is an option, output its value.
	args = append(args, "-o", output)
	out, err := exec.CommandContext(ctx, "kubectl", args...).Output() // want `OMCG0031: tool "kubectl_get_appended": argument "resource_type" .*: kubectl_get_appended: argument resource_type → getAppended → exec.CommandContext\("kubectl", "get", …\);` `OMCG0031: tool "kubectl_get_appended": argument "resource_name" .*: kubectl_get_appended: argument resource_name → getAppended → exec.CommandContext\("kubectl", "get", …, …\);`
	return mcp.NewToolResultText(string(out)), err
}

// kubectl runs kubectl with its caller's arguments.
func kubectl(ctx context.Context, args ...string) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "kubectl", args...).Output() // want `OMCG0031: tool "kubectl_logs_appended": argument "pod_name" .*: kubectl_logs_appended: argument pod_name → logs → kubectl → exec.CommandContext\("kubectl", …\);`
	return mcp.NewToolResultText(string(out)), err
}

func logs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pod := mcp.ParseString(req, "pod_name", "")
	container := mcp.ParseString(req, "container", "")
	args := []string{"logs", pod}
	if container != "" {
		args = append(args, "-c", container)
	}
	return kubectl(ctx, args...)
}

// ---- Not flagged. ----

func getAppendedEnded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind := mcp.ParseString(req, "resource_type", "")
	ns := mcp.ParseString(req, "namespace", "")
	args := []string{"get"}
	if ns != "" {
		args = append(args, "-n", ns)
	}
	args = append(args, "--", kind)
	return kubectl(ctx, args...)
}

// Twenty optional options, each an option's value: nothing is reported,
// and the 2^20 ways the list may be built are not walked one by one.
func top(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := []string{"top", "pods"}
	if v := mcp.ParseString(req, "selector", ""); v != "" {
		args = append(args, "--selector", v)
	}
	if v := mcp.ParseString(req, "field_selector", ""); v != "" {
		args = append(args, "--field-selector", v)
	}
	if v := mcp.ParseString(req, "output", ""); v != "" {
		args = append(args, "--output", v)
	}
	if v := mcp.ParseString(req, "sort_by", ""); v != "" {
		args = append(args, "--sort-by", v)
	}
	if v := mcp.ParseString(req, "template", ""); v != "" {
		args = append(args, "--template", v)
	}
	if v := mcp.ParseString(req, "label_columns", ""); v != "" {
		args = append(args, "--label-columns", v)
	}
	if v := mcp.ParseString(req, "chunk_size", ""); v != "" {
		args = append(args, "--chunk-size", v)
	}
	if v := mcp.ParseString(req, "context", ""); v != "" {
		args = append(args, "--context", v)
	}
	if v := mcp.ParseString(req, "cluster", ""); v != "" {
		args = append(args, "--cluster", v)
	}
	if v := mcp.ParseString(req, "user", ""); v != "" {
		args = append(args, "--user", v)
	}
	if v := mcp.ParseString(req, "namespace", ""); v != "" {
		args = append(args, "--namespace", v)
	}
	if v := mcp.ParseString(req, "server", ""); v != "" {
		args = append(args, "--server", v)
	}
	if v := mcp.ParseString(req, "token", ""); v != "" {
		args = append(args, "--token", v)
	}
	if v := mcp.ParseString(req, "request_timeout", ""); v != "" {
		args = append(args, "--request-timeout", v)
	}
	if v := mcp.ParseString(req, "kubeconfig", ""); v != "" {
		args = append(args, "--kubeconfig", v)
	}
	if v := mcp.ParseString(req, "cache_dir", ""); v != "" {
		args = append(args, "--cache-dir", v)
	}
	if v := mcp.ParseString(req, "certificate_authority", ""); v != "" {
		args = append(args, "--certificate-authority", v)
	}
	if v := mcp.ParseString(req, "client_key", ""); v != "" {
		args = append(args, "--client-key", v)
	}
	if v := mcp.ParseString(req, "client_certificate", ""); v != "" {
		args = append(args, "--client-certificate", v)
	}
	if v := mcp.ParseString(req, "tls_server_name", ""); v != "" {
		args = append(args, "--tls-server-name", v)
	}
	return kubectl(ctx, args...)
}

func RegisterAppended(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("kubectl_get_appended", mcp.WithString("resource_type"), mcp.WithString("resource_name"), mcp.WithString("namespace"), mcp.WithString("all_namespaces"), mcp.WithString("output")), getAppended)
	s.AddTool(mcp.NewTool("kubectl_logs_appended", mcp.WithString("pod_name"), mcp.WithString("container")), logs)

	s.AddTool(mcp.NewTool("kubectl_get_appended_ended", mcp.WithString("resource_type"), mcp.WithString("namespace")), getAppendedEnded)
	s.AddTool(mcp.NewTool("kubectl_top"), top)
}
