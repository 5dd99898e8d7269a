// Command server is a small MCP server built on the official Go SDK
// (github.com/modelcontextprotocol/go-sdk). It is the example the mcpvet
// README runs mcpvet on, and it is written to be correct: mcpvet reports
// nothing on it.
//
// It serves four tools:
//
//   - greet: greets a person by name.
//   - word_count: counts the words, lines and characters of a text.
//   - add_note: stores a note in memory.
//   - list_notes: lists the stored notes, optionally only those with a tag.
//
// Usage:
//
//	server              # serve over stdio (what MCP clients launch)
//	server -http :8080  # serve over Streamable HTTP at http://localhost:8080/
//
// Logs go to stderr; in stdio mode stdout carries only the protocol.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	httpAddr := flag.String("http", "", "serve over Streamable HTTP on this address (for example :8080) instead of stdio")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: server [-http addr]\n\nWithout -http the server speaks MCP over stdin/stdout.\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	log.SetFlags(0)
	log.SetPrefix("server: ")

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	server := newServer()
	var err error
	if *httpAddr != "" {
		err = serveHTTP(ctx, server, *httpAddr)
	} else {
		err = server.Run(ctx, &mcp.StdioTransport{})
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		log.Fatal(err)
	}
}

// httpHandler serves server over Streamable HTTP. Every session shares the
// one server, and so the one note store.
func httpHandler(server *mcp.Server) http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)
}

// serveHTTP serves server over Streamable HTTP on addr until ctx is done.
func serveHTTP(ctx context.Context, server *mcp.Server, addr string) error {
	srv := &http.Server{
		Addr:              addr,
		Handler:           httpHandler(server),
		ReadHeaderTimeout: 10 * time.Second,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Printf("serving MCP over Streamable HTTP on %s", addr)

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return srv.Shutdown(shutdownCtx)
	}
}
