// Package keyedgood reads a listed argument through a generic reader
// helper of another package, as the type its listing gives.
package keyedgood

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
	limit, err := helpers.Param[float64](args, "limit")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(limit)}}}, nil
}
