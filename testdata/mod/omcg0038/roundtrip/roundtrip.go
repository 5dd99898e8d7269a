// Package roundtrip decodes mcp-go arguments by writing
// req.Params.Arguments back as JSON and decoding the text into a struct,
// as servers did before BindArguments: the struct's fields are the
// arguments the handler reads, held to the listing like any other read.
package roundtrip

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type moveArgs struct {
	Source      string `json:"source"`
	Destination string `json:"destination"`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("move", mcp.WithString("source", mcp.Required()), mcp.WithString("dest", mcp.Required())), move)
	s.AddTool(mcp.NewTool("move_listed", mcp.WithString("source", mcp.Required()), mcp.WithString("destination", mcp.Required())), move)
}

func move(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return nil, err
	}
	var args moveArgs
	if err := json.Unmarshal(b, &args); err != nil { // want `OMCG0038: tool "move": the handler requires argument "destination" .*which the tool's listing does not have`
		return nil, err
	}
	if args.Source == "" || args.Destination == "" {
		return mcp.NewToolResultError("source and destination are required"), nil
	}
	return mcp.NewToolResultText(args.Source + " → " + args.Destination), nil
}
