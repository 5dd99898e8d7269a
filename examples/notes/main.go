// Command notes is an MCP server for a notebook of notes, built with
// mcpvet: most of its tools are Go funcs and methods declared with
// //mcp:tool, registered by the mcpvet_gen.go that mcpvet gen writes (run
// go generate after changing them); a few are registered on the quick
// path, runtime.AddTool. Its resources (a note as Markdown, the tag counts,
// the App that renders a checklist) and its prompt (plan_day) are declared
// with //mcp:resource and //mcp:prompt and registered the same way. mcpvet
// reports nothing on it, and the schemas it serves are the ones mcpvet
// computed: list them with
//
//	go run github.com/mcpvet/mcpvet/cmd/mcpvet schema ./examples/notes
//
// The notes live in memory: they last as long as the process.
//
// Usage:
//
//	notes              # serve over stdio (what MCP clients launch)
//	notes -http :8080  # serve over Streamable HTTP at http://localhost:8080/
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

	"github.com/mcpvet/mcpvet/runtime"
)

func main() {
	httpAddr := flag.String("http", "", "serve over Streamable HTTP on this address (for example :8080) instead of stdio")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: notes [-http addr]\n\nWithout -http the server speaks MCP over stdin/stdout.\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	log.SetFlags(0)
	log.SetPrefix("notes: ")

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	server := newServer(NewNotebook(time.Now))
	var err error
	if *httpAddr != "" {
		err = serveHTTP(ctx, server, *httpAddr)
	} else {
		err = runtime.ServeStdio(ctx, server)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		log.Fatal(err)
	}
}

// newServer returns the notes server, serving nb.
func newServer(nb *Notebook) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Title: "Notes", Version: "v0.1.0"}, nil)
	RegisterTools(s)             // the //mcp:tool funcs (mcpvet_gen.go)
	RegisterNotebookTools(s, nb) // the //mcp:tool methods of *Notebook (mcpvet_gen.go)
	addQuickTools(s, nb)         // runtime.AddTool
	// The //mcp:resource and //mcp:prompt funcs and methods (mcpvet_gen.go).
	RegisterResources(s)
	RegisterNotebookResources(s, nb)
	RegisterNotebookPrompts(s, nb)
	return s
}

// serveHTTP serves server over Streamable HTTP on addr until ctx is done.
// The handler is stateless: any replica can answer any request. Every
// request shares the one server, and so the one notebook.
func serveHTTP(ctx context.Context, server *mcp.Server, addr string) error {
	srv := &http.Server{
		Addr:              addr,
		Handler:           runtime.HTTPHandler(server, nil),
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
