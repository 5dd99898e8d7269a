// Package structbad decodes into struct fields that it uses under names
// the tools' listings do not offer.
package structbad

import (
	"context"
	"encoding/json"
	"fmt"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterMark(s *server.MCPServer) {
	s.AddTool(mark.NewTool("search", mark.WithString("query", mark.Required())), search)
}

type searchArgs struct {
	Query string `json:"query"`
	Limit int    `json:"limit"`
}

func search(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in searchArgs
	if err := req.BindArguments(&in); err != nil { // want `OMCG0040: tool "search": the handler reads optional argument "limit" \(BindArguments into searchArgs.Limit\), which the tool's listing does not have: clients never send it, so the field it is decoded into is always left at its zero value`
		return nil, err
	}
	return mark.NewToolResultText(fmt.Sprint(in.Query, in.Limit)), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "list", InputSchema: json.RawMessage(`{"type":"object","properties":{"dir":{"type":"string"}}}`)}, list)
}

func list(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Dir       string `json:"dir"`
		Recursive bool   `json:"recursive"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil { // want `OMCG0040: tool "list": the handler reads optional argument "recursive"`
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Dir, in.Recursive)}}}, nil
}

// FindIn is what a typed go-sdk handler takes; its tool gives its own
// schema, which does not list Limit: the model is never told of it.
type FindIn struct {
	Name  string `json:"name"`
	Limit int    `json:"limit,omitempty"`
}

// FindOut says what the handler got.
type FindOut struct {
	Got string `json:"got"`
}

func find(ctx context.Context, req *mcp.CallToolRequest, in FindIn) (*mcp.CallToolResult, FindOut, error) {
	return nil, FindOut{Got: fmt.Sprintf("%+v", in)}, nil
}

func RegisterTyped(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "find", InputSchema: json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}`)}, find) // want `OMCG0040: tool "find": the handler reads optional argument "limit" \(the go-sdk's decoding into FindIn.Limit\), which the tool's listing does not have: clients never send it, so every call goes on with the zero value`
}
