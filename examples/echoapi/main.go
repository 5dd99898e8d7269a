// Command echoapi is a small task API on echo whose routes are also MCP
// tools: mcpvet finds the echo routes (through groups, one of them handed
// to a func), works out each handler's arguments and result from how it
// reads the echo.Context and writes the response, and mcpvet gen writes
// the tools into mcpvet_gen.go (run go generate after changing a route).
// A tool call is served in process by the echo engine, so every middleware
// runs, the bearer-token check included.
//
// Usage:
//
//	echoapi [-addr :8080] [-token T]
//
// The API is at http://localhost:8080/api/v1/tasks (Authorization: Bearer
// T), the MCP endpoint at http://localhost:8080/mcp (Streamable HTTP). The
// token defaults to $TASKS_TOKEN; without one, a random token is made up
// and logged.
package main

import (
	"crypto/rand"
	"flag"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/mcpvet/mcpvet/examples/internal/tasks"
)

func main() {
	addr := flag.String("addr", ":8080", "listen on this address")
	token := flag.String("token", os.Getenv("TASKS_TOKEN"), "the bearer token the API requires (default $TASKS_TOKEN; random if empty)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("echoapi: ")
	if *token == "" {
		*token = rand.Text()
		log.Printf("no -token and no $TASKS_TOKEN: the API requires the bearer token %s", *token)
	}
	srv := &http.Server{Addr: *addr, Handler: newAPI(tasks.NewStore(), *token), ReadHeaderTimeout: 10 * time.Second}
	log.Printf("serving the API on %s/api/v1/tasks and MCP on %s%s", *addr, *addr, mcpPath)
	log.Fatal(srv.ListenAndServe())
}
