// Package bad requires arguments its tools' listings do not have
// (testdata/mod/omcg0038/bad and structbad).
package bad

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"omcg0038/helpers"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("query", mcp.Required())), search)
	s.AddTool(mcp.NewTool("count", mcp.WithString("text", mcp.Required())), count)
	s.AddTool(mcp.NewTool("repo", mcp.WithString("owner", mcp.Required()), mcp.WithString("repo", mcp.Required())), repo)
	s.AddTool(mcp.NewTool("find", mcp.WithString("query", mcp.Required())), find)
	s.AddTool(mcp.NewTool("lookup", mcp.WithString("query", mcp.Required())), lookup)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("qeury") // want `OMCG0038: tool "search": the handler requires argument "qeury" \(RequireString\), which the tool's listing does not have: clients send what the listing offers, so every call fails; the listing has "query"`
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(q), nil
}

// count asserts without comma-ok: an absent argument is a nil interface
// and the assertion panics.
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetArguments()["txt"].(string) // want `OMCG0038: tool "count": the handler requires argument "txt"`
	_ = req.GetArguments()["text"]
	return mcp.NewToolResultText(text), nil
}

func repo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner, name, err := helpers.Repo(req) // want `OMCG0038: tool "repo": the handler requires argument "repo_name" \(RequireString, through Repo\)`
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(owner + "/" + name), nil
}

// A helper of another package that takes the key.
func find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := helpers.Str(req, "qeury") // want `OMCG0038: tool "find": the handler requires argument "qeury" \(RequireString, through Str\), which the tool's listing does not have`
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(q), nil
}

type lookupArgs struct {
	Query string `json:"qeury"`
}

// The arguments bound into a struct whose field requires the name.
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in lookupArgs
	if err := req.BindArguments(&in); err != nil { // want `OMCG0038: tool "lookup": the handler requires argument "qeury" \(BindArguments into lookupArgs.Query\), which the tool's listing does not have: clients send what the listing offers, so every call fails; the listing has "query"`
		return nil, err
	}
	if in.Query == "" {
		return nil, errors.New("query is required")
	}
	return mcp.NewToolResultText(in.Query), nil
}
