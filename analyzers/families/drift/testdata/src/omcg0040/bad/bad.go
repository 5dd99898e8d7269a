// Package bad reads optional arguments its listing does not offer.
package bad

import (
	"context"
	"fmt"
	"log"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("query", mcp.Required()), mcp.WithBoolean("exact")), search)
	s.AddTool(mcp.NewTool("logged", mcp.WithNumber("limit")), logged)
}

// logged logs its arguments whole before it reads them: the log reads no
// key, and the reads are compared all the same (a fmt.Sprint of them
// would use them all: good's raw tool).
func logged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	log.Println("call", args)
	slog.Info("call", "args", args)
	n, _ := args["limt"].(float64) // want `OMCG0040: tool "logged": the handler reads optional argument "limt" \(GetArguments\(\)\["limt"\]\), which the tool's listing does not have: clients never send it, so every call runs as without it; the listing has "limit"`
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return nil, err
	}
	limit := req.GetInt("limit", 10)               // want `OMCG0040: tool "search": the handler reads optional argument "limit" \(GetInt\), which the tool's listing does not have: clients never send it, so every call takes the default`
	exact, _ := req.GetArguments()["exakt"].(bool) // want `OMCG0040: tool "search": the handler reads optional argument "exakt" \(GetArguments\(\)\["exakt"\]\), which the tool's listing does not have: clients never send it, so every call runs as without it; the listing has "exact"`
	return mcp.NewToolResultText(fmt.Sprint(q, limit, exact)), nil
}
