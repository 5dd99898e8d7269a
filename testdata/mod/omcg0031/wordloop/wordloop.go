// Package wordloop runs kubectl with the words of a command line the
// model writes, copied word by word into the argument list in a loop (as
// servers do to clean or filter each word): every word the loop appends
// can still be one of kubectl's options, unless "--" comes first.
package wordloop

import (
	"context"
	"os/exec"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Command string `json:"command"`
}

type Out struct {
	Text string `json:"text"`
}

func kubectl(ctx context.Context, args []string) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "kubectl", args...).CombinedOutput() // want `OMCG0031: tool "kubectl_copied": argument "command" is split into words that a program reads as its arguments` `OMCG0031: tool "kubectl_trimmed": argument "command" is passed to a program that reads an argument starting with "-" as an option`
	return nil, Out{Text: string(out)}, err
}

// Flagged: each word appended as it is.
func copied(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	args := []string{"get"}
	for _, w := range strings.Fields(in.Command) {
		args = append(args, w)
	}
	return kubectl(ctx, args)
}

// Flagged: each word trimmed first, which leaves its "-".
func trimmed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	args := []string{"get"}
	for _, w := range strings.Fields(in.Command) {
		args = append(args, strings.TrimSpace(w))
	}
	return kubectl(ctx, args)
}

// Not flagged: "--" ends kubectl's options before the words.
func ended(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	args := []string{"get", "--"}
	for _, w := range strings.Fields(in.Command) {
		args = append(args, w)
	}
	return kubectl(ctx, args)
}

// Register adds the tools (the escape test calls them).
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_copied"}, copied)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_trimmed"}, trimmed)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_copied_ended"}, ended)
}
