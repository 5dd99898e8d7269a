// Command shop is a small JSON API on net/http (Go 1.22 ServeMux
// patterns) whose routes are also MCP tools: mcpvet finds the routes,
// works out each handler's arguments and result from how it reads the
// request and writes the response, and mcpvet gen writes the tools into
// mcpvet_gen.go (run go generate after changing a route). The API and the
// MCP endpoint are served side by side on one listener; a tool call is
// served in process by the API's own handlers, through its bearer-token
// middleware, with the MCP request's Authorization header.
//
// Usage:
//
//	shop [-addr :8080] [-token T] [-webhook-path /hooks/payments] [-mcp-scopes read,write,delete]
//
// The API is at http://localhost:8080/api/ (Authorization: Bearer T), the
// MCP endpoint at http://localhost:8080/mcp (Streamable HTTP), the list of
// route tools at http://localhost:8080/mcp/tools. The token defaults to
// $SHOP_TOKEN; without one, a random token is made up and logged. The data
// live in memory: they last as long as the process.
//
// List the tools with the schemas mcpvet computes:
//
//	go run github.com/mcpvet/mcpvet/cmd/mcpvet schema ./examples/shop
package main

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"log"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

func main() {
	addr := flag.String("addr", ":8080", "listen on this address")
	token := flag.String("token", os.Getenv("SHOP_TOKEN"), "the bearer token the API requires (default $SHOP_TOKEN; random if empty)")
	webhook := flag.String("webhook-path", "/hooks/payments", "the path the payment provider posts its events to")
	scopes := flag.String("mcp-scopes", "read,write,delete", "the scopes MCP tool calls hold: read, write and delete, comma-separated")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: shop [flags]\n\nServes the shop's JSON API under /api/ and its MCP endpoint at /mcp.\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	log.SetFlags(0)
	log.SetPrefix("shop: ")

	granted, err := parseScopes(*scopes)
	if err != nil {
		log.Fatal(err)
	}
	if !strings.HasPrefix(*webhook, "/") {
		log.Fatalf("-webhook-path %q does not start with /", *webhook)
	}
	if *token == "" {
		*token = rand.Text()
		log.Printf("no -token and no $SHOP_TOKEN: the API requires the bearer token %s", *token)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	handler := newShop(NewStore(time.Now), options{
		Token:       *token,
		WebhookPath: *webhook,
		Granted: func(context.Context, *mcp.CallToolRequest) runtime.Scope {
			return granted
		},
		Logger: slog.Default(),
	})
	if err := serve(ctx, *addr, handler); err != nil {
		log.Fatal(err)
	}
}

// parseScopes reads the -mcp-scopes flag.
func parseScopes(s string) (runtime.Scope, error) {
	var out runtime.Scope
	for f := range strings.SplitSeq(s, ",") {
		switch strings.TrimSpace(f) {
		case "read":
			out |= runtime.ScopeRead
		case "write":
			out |= runtime.ScopeWrite
		case "delete":
			out |= runtime.ScopeDelete
		case "":
		default:
			return 0, fmt.Errorf("-mcp-scopes: unknown scope %q (want read, write, delete)", f)
		}
	}
	return out, nil
}

// serve serves handler on addr until ctx is done.
func serve(ctx context.Context, addr string, handler http.Handler) error {
	srv := &http.Server{Addr: addr, Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Printf("serving the API on http://%s/api/ and MCP on http://%s%s", hostPort(addr), hostPort(addr), mcpPath)
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}

// hostPort makes ":8080" readable as a URL host.
func hostPort(addr string) string {
	if strings.HasPrefix(addr, ":") {
		return "localhost" + addr
	}
	return addr
}
