// Package goflags runs the go command with the model's arguments. The go
// command reads its options with Go's flag package, which stops at the
// first argument that is not an option: after "go run .", every argument
// is the program's, not go's; before it, the model's value can be one of
// go's options (-exec=, -toolexec=, -C=).
package goflags

import (
	"context"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Module string   `json:"module"`
	Args   []string `json:"args"`
}

type Out struct {
	Text string `json:"text"`
}

func goCmd(ctx context.Context, args []string) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "go", args...).CombinedOutput() // want `OMCG0031: tool "go_mod_init": argument "module" is passed to a program that reads an argument starting with "-" as an option: .*; refuse a value that starts with "-"` `OMCG0031: tool "go_run_module": argument "module" is passed to a program`
	return nil, Out{Text: string(out)}, err
}

// Flagged: the module is where go mod init reads its options.
func modInit(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return goCmd(ctx, []string{"mod", "init", in.Module})
}

// Not flagged: after "." the arguments are the program's.
func runArgs(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	args := []string{"run", "."}
	for _, a := range in.Args {
		args = append(args, a)
	}
	return goCmd(ctx, args)
}

// Flagged: the module the model names comes first (and can be an
// option); the arguments after it are the program's.
func runModule(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	args := []string{"run", in.Module}
	for _, a := range in.Args {
		args = append(args, a)
	}
	return goCmd(ctx, args)
}

// Register adds the tools (the escape test calls them).
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "go_mod_init"}, modInit)
	mcp.AddTool(s, &mcp.Tool{Name: "go_run_args"}, runArgs)
	mcp.AddTool(s, &mcp.Tool{Name: "go_run_module"}, runModule)
}
