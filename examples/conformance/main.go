// Command conformance is the server the official MCP conformance suite
// (npm @modelcontextprotocol/conformance) runs its server scenarios
// against: the tools, resources and prompts the scenarios call, declared
// with //mcp:tool, //mcp:resource and //mcp:prompt (mcpvet gen writes
// their registrations into mcpvet_gen.go: run go generate after changing
// them) and served by mcpvet's runtime over Streamable HTTP at /mcp.
// conformance_test.go runs the suite when MCPVET_CONFORMANCE names it.
//
// Usage:
//
//	conformance -http 127.0.0.1:3000   # MCP at http://127.0.0.1:3000/mcp
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

func main() {
	addr := flag.String("http", "127.0.0.1:3000", "serve over Streamable HTTP on this address; MCP is at /mcp")
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	log.SetFlags(0)
	log.SetPrefix("conformance: ")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	// The test reads the address from the first line of stderr.
	fmt.Fprintf(os.Stderr, "serving MCP at http://%s/mcp\n", ln.Addr())
	if err := serve(ctx, ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatal(err)
	}
}

// serve serves the conformance server on ln until ctx is done.
func serve(ctx context.Context, ln net.Listener) error {
	mux := http.NewServeMux()
	// With sessions: the scenarios of the 2025 revisions ask for a session
	// ID, and the server's requests to the client (sampling, elicitation)
	// need one before 2026-07-28.
	mux.Handle("/mcp", runtime.HTTPHandler(newServer(), &mcp.StreamableHTTPOptions{}))
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	return srv.Serve(ln)
}

// newServer returns the conformance server: the generated registrations,
// the one tool whose input schema is written by hand, completions and
// resource subscriptions.
func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "mcpvet-conformance", Version: "v0.1.0"}, &mcp.ServerOptions{
		CompletionHandler:  complete,
		SubscribeHandler:   subscriptions.subscribe,
		UnsubscribeHandler: subscriptions.unsubscribe,
	})
	RegisterTools(s)
	RegisterResources(s)
	RegisterPrompts(s)
	addSchemaTool(s)
	return s
}
