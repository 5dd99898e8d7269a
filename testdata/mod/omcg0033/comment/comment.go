// Package comment registers an mcp-go tool that skips a line of a
// requirements list that is a comment ("#…") and pastes the others into
// a request URL: any name that does not start with "#" goes on, "../admin"
// among them.
package comment

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Base is the package index's API.
var Base = "https://index.example.com/pypi/"

func latest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	line := strings.TrimSpace(req.GetString("requirement", ""))
	if strings.HasPrefix(line, "#") {
		return mcp.NewToolResultError("a comment"), nil
	}
	resp, err := http.Get(Base + line + "/json") // want `OMCG0033: tool "latest": argument "requirement" is pasted into a request URL after a fixed base, .* \("../admin" passes strings.HasPrefix\(line, "#"\)\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// A loop over the lines of a requirements list that skips the empty ones
// and the comments: the skip is a branch, not a refusal, and every other
// line goes on.
func latestAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []string
	for _, line := range strings.Split(req.GetString("requirements", ""), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		resp, err := http.Get(Base + line + "/json") // want `OMCG0033: tool "latest_all": argument "requirements" is pasted into a request URL after a fixed base, .* \("../admin" passes strings.HasPrefix\(line, "#"\)\)`
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		resp.Body.Close()
		out = append(out, resp.Status)
	}
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}

// Not flagged: escaped as one segment.
func latestEscaped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	line := strings.TrimSpace(req.GetString("requirement", ""))
	if strings.HasPrefix(line, "#") {
		return mcp.NewToolResultError("a comment"), nil
	}
	resp, err := http.Get(Base + url.PathEscape(line) + "/json")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("latest", mcp.WithString("requirement", mcp.Required())), latest)
	s.AddTool(mcp.NewTool("latest_escaped", mcp.WithString("requirement", mcp.Required())), latestEscaped)
	s.AddTool(mcp.NewTool("latest_all", mcp.WithString("requirements", mcp.Required())), latestAll)
}
