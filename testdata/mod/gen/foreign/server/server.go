// Command server registers a tool built in another package, one it does
// not list (fixtures/gen/foreign/tools), and one of its own.
package main

import (
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/gen/foreign/tools"
)

func main() {
	s := server.NewMCPServer("foreign", "v1")
	s.AddTool(tools.Search(), tools.Handle)
	s.AddTool(mcp.NewTool("own", mcp.WithString("q", mcp.Required())), tools.Handle)
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
