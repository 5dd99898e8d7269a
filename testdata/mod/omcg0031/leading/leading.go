// Package leading registers mcp-go tools that run dirb through a helper,
// as scanner servers do. dirb reads its first argument as the URL before
// it reads any option (dirb <url> [<wordlist>] [options]), so the
// model's URL there is never an option; its second argument, the word
// list, is read as an option when it starts with "-".
package leading

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// run runs a scanner and returns what it printed.
func run(name string, args ...string) (*mcp.CallToolResult, error) {
	out, err := exec.Command(name, args...).CombinedOutput() // want `OMCG0031: tool "dirb_wordlist": argument "wordlist" is passed to a program that reads an argument starting with "-" as an option`
	if err != nil {
		return mcp.NewToolResultError(err.Error() + "\n" + string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// Not flagged: dirb reads its first argument as the URL.
func scan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	url, err := req.RequireString("url")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	args := []string{url, "-r"} // dirb reads no option before the URL
	return run("dirb", args...)
}

// Flagged: the word list is read as an option when it starts with "-".
func wordlist(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	list, err := req.RequireString("wordlist")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return run("dirb", "http://localhost:8080/", list)
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("dirb_scan", mcp.WithString("url", mcp.Required())), scan)
	s.AddTool(mcp.NewTool("dirb_wordlist", mcp.WithString("wordlist", mcp.Required())), wordlist)
}
