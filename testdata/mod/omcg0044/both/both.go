// Package both serves one mcp-go server on stdio or over HTTP, as a flag
// says: on stdio, a print breaks the stream, so it is reported. A second
// server, registered through a helper the package cannot tie to either
// serving, is not.
package both

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Run(useStdio bool) error {
	s := server.NewMCPServer("both", "1.0.0")
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fmt.Println("status asked") // want `OMCG0044: tool "status" writes to standard output \(fmt\.Println\), which carries the messages of its server, served on stdio: status → fmt\.Println`
		return mcp.NewToolResultText("ok"), nil
	})
	if useStdio {
		return server.ServeStdio(s)
	}
	return http.ListenAndServe(":8080", server.NewStreamableHTTPServer(s))
}

// RunOther registers through register, whose server the package serves
// over HTTP as well as on stdio: which one is not known.
func RunOther() error {
	s := server.NewMCPServer("other", "1.0.0")
	register(s)
	return http.ListenAndServe(":8081", server.NewStreamableHTTPServer(s))
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("other"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fmt.Println("other")
		return mcp.NewToolResultText("ok"), nil
	})
}
