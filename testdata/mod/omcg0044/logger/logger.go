// Package logger serves a go-sdk server on stdio whose program points
// the default logger at standard output (log.SetOutput(os.Stdout)), as
// servers do to keep an editor plugin from showing their standard error:
// what the default logger writes after that is a write to standard
// output, before serving and in the handlers. A logger made on a writer
// that includes standard output writes there too.
package logger

import (
	"context"
	"fmt"
	"io"
	"log"
	"log/slog"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

// app logs through a logger of its own, on every writer it is given.
type app struct {
	log *slog.Logger
}

func newApp(console bool) *app {
	var writers []io.Writer
	if console {
		writers = append(writers, os.Stdout)
	}
	return &app{log: slog.New(slog.NewTextHandler(io.MultiWriter(writers...), nil))}
}

// New registers the tools.
func New() *mcp.Server {
	a := newApp(true)
	s := mcp.NewServer(&mcp.Implementation{Name: "logger"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "logged"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		log.Printf("greeting %s", in.Name) // want `OMCG0044: tool "logged" writes to standard output \(log\.Printf, whose default logger the program points at standard output\), which carries the messages of its server, served on stdio: logged → log\.Printf`
		return nil, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "slogged"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		a.log.Info("greeting", "name", in.Name) // want `OMCG0044: tool "slogged" writes to standard output \(\(\*slog\.Logger\)\.Info\), which carries the messages of its server, served on stdio: slogged → \(\*slog\.Logger\)\.Info`
		return nil, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "quiet"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Fprintln(os.Stderr, "greeting", in.Name)
		return nil, nil, nil
	})
	return s
}

// Serve points the default logger at standard output and serves.
func Serve(ctx context.Context) error {
	log.SetOutput(os.Stdout)
	return New().Run(ctx, &mcp.StdioTransport{})
}

// Announce does so when verbose, and logs its start before serving.
func Announce(ctx context.Context, verbose bool) error {
	log.Printf("configuring") // the default logger still writes to standard error here
	if verbose {
		log.SetOutput(os.Stdout)
	}
	log.Printf("starting") // want `OMCG0044: code that runs before its server is served on stdio writes to standard output \(log\.Printf, whose default logger the program points at standard output\): log\.Printf;`
	return New().Run(ctx, &mcp.StdioTransport{})
}
