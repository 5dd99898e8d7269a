// Package sdk serves a go-sdk server on standard input and output, whose
// handlers print to standard output (reported) or to standard error and a
// buffer (not reported). The tools are registered in New and the server
// served in Serve: the package serves no server any other way, so every
// handler it registers is on stdio.
package sdk

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"os"

	"example.com/restclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "greeter"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Println("greeting", in.Name) // want `OMCG0044: tool "greet" writes to standard output \(fmt\.Println\), which carries the messages of its server, served on stdio: greet → fmt\.Println; the client reads the text as a broken message and may drop the connection: write to os\.Stderr or a log instead`
		return nil, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "greet_traced"}, greetTraced)
	mcp.AddTool(s, &mcp.Tool{Name: "greet_raw"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Fprintf(os.Stdout, "hello %s\n", in.Name) // want `OMCG0044: tool "greet_raw" writes to standard output \(fmt\.Fprintf\)`
		return nil, nil, nil
	})
	// Standard error, the log (standard error by default), a buffer: not
	// the stream of the messages.
	mcp.AddTool(s, &mcp.Tool{Name: "greet_quiet"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Fprintln(os.Stderr, "greeting", in.Name)
		log.Println("greeting", in.Name)
		var b bytes.Buffer
		fmt.Fprint(&b, in.Name)
		os.Stderr.WriteString(b.String())
		return nil, b.String(), nil
	})
	// A print inside a dependency: not reported (a library's debug output
	// is most often behind a setting the code does not turn on; mcpvet
	// cannot tell).
	mcp.AddTool(s, &mcp.Tool{Name: "greet_dep"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		restclient.Trace(in.Name)
		return nil, nil, nil
	})
	return s
}

// greetTraced prints through a helper: the path names it.
func greetTraced(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	trace(in.Name)
	return nil, nil, nil
}

func trace(name string) {
	os.Stdout.WriteString("traced " + name + "\n") // want `OMCG0044: tool "greet_traced" writes to standard output \(\(\*os\.File\)\.WriteString\), which carries the messages of its server, served on stdio: greet_traced → greetTraced → trace → \(\*os\.File\)\.WriteString`
}

func Serve(ctx context.Context) error {
	return New().Run(ctx, &mcp.StdioTransport{})
}

// ServeOnce connects one session on stdio.
func ServeOnce(ctx context.Context, s *mcp.Server) error {
	_, err := s.Connect(ctx, &mcp.StdioTransport{}, nil)
	return err
}
