// Package keyedbad reads a listed argument through a generic reader
// helper of another package, as a type its listing never has.
package keyedbad

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0038/helpers"
)

func RegisterSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "page", InputSchema: json.RawMessage(`{"type":"object","properties":{"limit":{"type":"number"}},"required":["limit"]}`)}, page)
}

func page(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	limit, err := helpers.Param[string](args, "limit") // want `OMCG0039: tool "page": the handler reads argument "limit" with GetArguments\(\)\["limit"\], through Param, which takes string, but the listing declares it of type number: every call with a valid argument fails`
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(limit)}}}, nil
}
