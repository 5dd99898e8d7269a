// Package unseen creates a go-sdk server and registers its tool through
// reflection (mcp.AddTool as a func value), which mcpvet does not follow:
// -coverage counts the registration it could not follow, rather than
// saying "0 tools". (A server on which no registration is seen at all,
// as with an API of an old release mcpvet does not read, gets "creates
// an MCP server and registers no tool on it that mcpvet reads".)
package unseen

import (
	"context"
	"reflect"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// In is a name.
type In struct {
	Name string `json:"name"`
}

func greet(_ context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello " + in.Name}}}, nil, nil
}

// Serve builds the server.
func Serve() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "unseen", Version: "v1"}, nil)
	add := reflect.ValueOf(mcp.AddTool[In, any])
	add.Call([]reflect.Value{reflect.ValueOf(s), reflect.ValueOf(&mcp.Tool{Name: "greet"}), reflect.ValueOf(greet)})
	return s
}
