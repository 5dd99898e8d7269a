// Package errresult requires unlisted arguments and answers the missing
// one with an error result, as mcp-go's README teaches: every call fails
// as surely as with return nil, err.
package errresult

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0038/errhelpers"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("checkout", mcp.WithString("repo", mcp.Required())), checkout)
	s.AddTool(mcp.NewTool("tag", mcp.WithString("tag", mcp.Required())), tag)
	s.AddTool(mcp.NewTool("merge", mcp.WithString("base", mcp.Required())), merge)
	s.AddTool(mcp.NewTool("review", mcp.WithNumber("pull_number", mcp.Required())), review)
	s.AddTool(mcp.NewTool("close", mcp.WithString("issue", mcp.Required())), closeIssue)
}

func checkout(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := req.RequireString("repo")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	branch, err := req.RequireString("branch") // want `OMCG0038: tool "checkout": the handler requires argument "branch" \(RequireString\), which the tool's listing does not have: clients send what the listing offers, so every call fails`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(repo + branch), nil
}

func tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("tag_name") // want `OMCG0038: tool "tag": the handler requires argument "tag_name" \(RequireString\), which the tool's listing does not have: clients send what the listing offers, so every call fails; the listing has "tag"`
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(err.Error())}}, nil
	}
	return mcp.NewToolResultText(name), nil
}

// toolError is the server's own error answer.
func toolError(format string, args ...any) *mcp.CallToolResult {
	res := mcp.NewToolResultText(fmt.Sprintf(format, args...))
	res.IsError = true
	return res
}

// need reads a required argument through the server's helper, answering
// its absence with the error result the handler hands on.
func need(req mcp.CallToolRequest, key string) (string, *mcp.CallToolResult) {
	v, err := req.RequireString(key)
	if err != nil {
		return "", toolError("%s: %v", key, err)
	}
	return v, nil
}

func merge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	base, res := need(req, "base")
	if res != nil {
		return res, nil
	}
	head, res := need(req, "head") // want `OMCG0038: tool "merge": the handler requires argument "head" \(RequireString, through need\)`
	if res != nil {
		return res, nil
	}
	return mcp.NewToolResultText(base + head), nil
}

func review(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := errhelpers.Required[float64](req.GetArguments(), "pr_number") // want `OMCG0038: tool "review": the handler requires argument "pr_number" \(GetArguments\(\)\["pr_number"\], through Required\), which the tool.s listing does not have: clients send what the listing offers, so every call fails; the listing has "pull_number"`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func closeIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, err := req.RequireString("issue")
	if err != nil {
		return errhelpers.Fail(err), nil
	}
	reason, err := req.RequireString("reason") // want `OMCG0038: tool "close": the handler requires argument "reason" \(RequireString\)`
	if err != nil {
		return errhelpers.Failf("reason: %v", err)
	}
	return mcp.NewToolResultText(issue + reason), nil
}

func RegisterSDK(s *sdk.Server) {
	s.AddTool(&sdk.Tool{Name: "owner", InputSchema: json.RawMessage(`{"type":"object","properties":{"owner":{"type":"string"}},"required":["owner"]}`)}, owner)
}

// owner answers the missing argument with the go-sdk's SetError.
func owner(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	o, ok := args["user"].(string) // want `OMCG0038: tool "owner": the handler requires argument "user" \(GetArguments\(\)\["user"\]\), which the tool's listing does not have`
	if !ok {
		res := &sdk.CallToolResult{}
		res.SetError(fmt.Errorf("user is required"))
		return res, nil
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: o}}}, nil
}
