// Package structgood refuses the decoded fields its listing requires, and
// takes the others as they come.
package structgood

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search", mark.WithString("query", mark.Required()), mark.WithNumber("limit")), search)
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in struct {
		Query string `json:"query"`
		Limit int    `json:"limit"`
	}
	if err := req.BindArguments(&in); err != nil {
		return nil, err
	}
	if in.Query == "" {
		return nil, errors.New("query is required")
	}
	return mark.NewToolResultText(fmt.Sprint(in.Query, in.Limit)), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "open", InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}`)}, open)
}

func open(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Path *string `json:"path"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	if in.Path == nil {
		return nil, errors.New("path is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: *in.Path}}}, nil
}
