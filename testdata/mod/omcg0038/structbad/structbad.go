// Package structbad decodes the arguments into structs whose fields
// require names the tools' listings do not have.
package structbad

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/google/jsonschema-go/jsonschema"
	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// RegisterMark adds an mcp-go tool whose handler binds its arguments.
func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search", mark.WithString("query", mark.Required())), search)
}

type searchArgs struct {
	Query string `json:"qeury"`
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in searchArgs
	if err := req.BindArguments(&in); err != nil { // want `OMCG0038: tool "search": the handler requires argument "qeury" \(BindArguments into searchArgs.Query\), which the tool's listing does not have: clients send what the listing offers, so every call fails; the listing has "query"`
		return nil, err
	}
	if in.Query == "" {
		return nil, errors.New("query is required")
	}
	return mark.NewToolResultText(in.Query), nil
}

// RegisterSDK adds a go-sdk tool with a raw handler that decodes its
// arguments itself.
func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "fetch", InputSchema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"url": {Type: "string"}},
		Required:   []string{"url"},
	}}, fetch)
}

func fetch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Link string `json:"link"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil { // want `OMCG0038: tool "fetch": the handler requires argument "link" \(json.Unmarshal into field Link\)`
		return nil, err
	}
	if in.Link == "" {
		return nil, errors.New("link is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Link}}}, nil
}
