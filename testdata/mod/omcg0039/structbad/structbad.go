// Package structbad decodes listed arguments into struct fields of types
// their listing never has.
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
	s.AddTool(mark.NewTool("page", mark.WithString("limit", mark.Required()), mark.WithBoolean("all")), page)
}

type pageArgs struct {
	Limit int  `json:"limit"`
	All   bool `json:"all"`
}

func page(ctx context.Context, req mark.CallToolRequest) (*mark.CallToolResult, error) {
	var in pageArgs
	if err := req.BindArguments(&in); err != nil { // want `OMCG0039: tool "page": the handler reads argument "limit" with BindArguments into pageArgs.Limit, which takes integer, number, but the listing declares it of type string: every call with a valid argument fails`
		return nil, err
	}
	return mark.NewToolResultText(fmt.Sprint(in.Limit, in.All)), nil
}

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "tag", InputSchema: json.RawMessage(`{"type":"object","properties":{"tags":{"type":"string"}}}`)}, tag)
}

func tag(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Tags []string `json:"tags"`
	}
	// The error is dropped: a string leaves Tags empty.
	_ = json.Unmarshal(req.Params.Arguments, &in) // want `OMCG0039: tool "tag": the handler reads argument "tags" with json.Unmarshal into field Tags, which takes array, but the listing declares it of type string: every valid argument is ignored and the default taken`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Tags)}}}, nil
}
