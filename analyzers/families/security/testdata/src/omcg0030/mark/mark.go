// Package mark registers mark3labs mcp-go tools that read their
// arguments with the request's readers and paste them into a shell
// (testdata/mod/omcg0030/mark).
package mark

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tools struct{ dir string }

func (t *Tools) grep(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pattern, err := req.RequireString("pattern")
	if err != nil {
		return nil, err
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", "grep -rn "+pattern+" "+t.dir).Output() // want `OMCG0030: tool "grep": argument "pattern" .*: grep: argument pattern → \(\*Tools\).grep → exec.CommandContext\("sh", "-c", …\);`
	return mcp.NewToolResultText(string(out)), err
}

func (t *Tools) find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "*")
	out, err := exec.CommandContext(ctx, "sh", "-c", "find . -name "+name).Output() // want `OMCG0030: tool "find": argument "name" .*: find: argument name → \(\*Tools\).find → exec.CommandContext\("sh", "-c", …\);`
	return mcp.NewToolResultText(string(out)), err
}

func (t *Tools) ls(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, _ := req.GetArguments()["dir"].(string)
	out, err := exec.CommandContext(ctx, "sh", "-c", "ls -l "+dir).Output() // want `OMCG0030: tool "ls": argument "dir" .*: ls: argument dir → \(\*Tools\).ls → exec.CommandContext\("sh", "-c", …\);`
	return mcp.NewToolResultText(string(out)), err
}

// ---- Not flagged. ----

func (t *Tools) run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command, err := req.RequireString("command")
	if err != nil {
		return nil, err
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", command).Output()
	return mcp.NewToolResultText(string(out)), err
}

func Register(s *server.MCPServer, t *Tools) {
	s.AddTool(mcp.NewTool("grep", mcp.WithString("pattern", mcp.Required())), t.grep)
	s.AddTool(mcp.NewTool("find", mcp.WithString("name")), t.find)
	s.AddTool(mcp.NewTool("ls", mcp.WithString("dir")), t.ls)
	s.AddTool(mcp.NewTool("run", mcp.WithString("command", mcp.Required())), t.run)
}
