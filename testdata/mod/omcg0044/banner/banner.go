// Package banner serves mcp-go servers on stdio after printing a
// banner: to standard output before it serves (reported: the client
// reads it as its first message), to standard error, or on a path that
// does not serve (not reported).
package banner

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const name = "banner"

func newServer() *server.MCPServer {
	s := server.NewMCPServer(name, "1.0.0")
	s.AddTool(mcp.NewTool("ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pong"), nil
	})
	return s
}

// Main prints its banner to standard output, then serves.
func Main() error {
	if os.Getenv("BANNER_KEY") == "refuse" {
		fmt.Println("BANNER_KEY refused") // a path that returns before serving
		return errors.New("refused")
	}
	fmt.Printf("Starting %s\n", name)   // want `OMCG0044: code that runs before its server is served on stdio writes to standard output \(fmt\.Printf\): fmt\.Printf;`
	fmt.Println("Press Ctrl-C to stop") // one finding per function: related to the first
	err := server.ServeStdio(newServer())
	fmt.Println("stopped") // after serving: the client is gone
	return err
}

// Quiet logs its banner to standard error, then serves.
func Quiet() error {
	log.Printf("Starting %s", name)
	return server.ServeStdio(newServer())
}

// Run announces itself, then calls the function that serves.
func Run(http bool) error {
	if http {
		fmt.Println("listening on :8080") // the other branch: served over HTTP
		return server.NewStreamableHTTPServer(newServer()).Start(":8080")
	}
	greet() // want `OMCG0044: code that runs before its server is served on stdio writes to standard output \(fmt\.Println\): greet → fmt\.Println;`
	return serve()
}

func greet() { fmt.Println("hello") }

func serve() error { return server.ServeStdio(newServer()) }

// Version prints the version and exits when asked, then serves: the
// print is never made before serving.
func Version(show bool) error {
	parseFlags(show)
	return server.ServeStdio(newServer())
}

func parseFlags(show bool) {
	if show {
		fmt.Println("banner v1.0.0")
		os.Exit(0)
	}
}

// Cleanup prints when it returns, after serving: the deferred print is
// never made before serving.
func Cleanup() error {
	defer func() {
		fmt.Println("stopped")
	}()
	defer fmt.Println("bye")
	return server.ServeStdio(newServer())
}
