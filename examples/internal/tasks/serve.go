package tasks

import (
	"crypto/rand"
	"flag"
	"log"
	"net/http"
	"os"
	"time"
)

// Serve is the main of a task API command named prog: it reads the -addr
// and -token flags (the token defaults to $TASKS_TOKEN; without one, a
// random token is made up and logged) and serves the app newAPI returns on
// a fresh store, its MCP endpoint at mcpPath. It returns only by exiting.
func Serve(prog, mcpPath string, newAPI func(store *Store, token string) http.Handler) {
	addr := flag.String("addr", ":8080", "listen on this address")
	token := flag.String("token", os.Getenv("TASKS_TOKEN"), "the bearer token the API requires (default $TASKS_TOKEN; random if empty)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix(prog + ": ")
	if *token == "" {
		*token = rand.Text()
		log.Printf("no -token and no $TASKS_TOKEN: the API requires the bearer token %s", *token)
	}
	srv := &http.Server{Addr: *addr, Handler: newAPI(NewStore(), *token), ReadHeaderTimeout: 10 * time.Second}
	log.Printf("serving the API on %s/api/v1/tasks and MCP on %s%s", *addr, *addr, mcpPath)
	log.Fatal(srv.ListenAndServe())
}
