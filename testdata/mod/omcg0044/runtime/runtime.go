// Package runtime serves a go-sdk server with mcpvet's runtime.ServeStdio.
package runtime

import (
	"context"
	"fmt"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

func Serve(ctx context.Context) error {
	s := mcp.NewServer(&mcp.Implementation{Name: "greeter"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Print("greeting ", in.Name) // want `OMCG0044: tool "greet" writes to standard output \(fmt\.Print\)`
		return nil, nil, nil
	})
	return runtime.ServeStdio(ctx, s)
}
