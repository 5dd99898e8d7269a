// Package structgood decodes the arguments into structs whose fields
// are the listed names, as encoding/json matches them.
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

// RegisterMark adds an mcp-go tool whose handler binds its arguments.
func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search", mark.WithString("query", mark.Required())), search)
}

// searchArgs has no tag: encoding/json matches "query" to Query, case
// aside.
type searchArgs struct {
	Query string
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in searchArgs
	if err := req.BindArguments(&in); err != nil {
		return nil, err
	}
	if in.Query == "" {
		return nil, errors.New("query is required")
	}
	return mark.NewToolResultText(in.Query), nil
}

// RegisterSDK adds a go-sdk tool with a raw handler that decodes its
// arguments itself, its schema given as JSON text.
func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "fetch", InputSchema: json.RawMessage(`{"type":"object","properties":{"url":{"type":"string"}},"required":["url"]}`)}, fetch)
}

type fetchArgs struct {
	URL string `json:"url"`
}

func fetch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in fetchArgs
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	if in.URL == "" {
		return nil, errors.New("url is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.URL)}}}, nil
}
