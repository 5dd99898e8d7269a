// Package loggerquiet serves a go-sdk server on stdio whose program
// points its default loggers at standard error, and logs through them
// and through a logger of its own on standard error: none of it is
// written to standard output, and none is reported.
package loggerquiet

import (
	"context"
	"log"
	"log/slog"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var own = slog.New(slog.NewJSONHandler(os.Stderr, nil))

// Serve logs its start and serves.
func Serve(ctx context.Context) error {
	log.SetOutput(os.Stderr)
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, nil)))
	s := mcp.NewServer(&mcp.Implementation{Name: "quiet"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "ping"}, func(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
		log.Printf("ping")
		slog.Info("ping")
		own.Info("ping")
		return nil, nil, nil
	})
	log.Printf("starting")
	slog.Info("starting")
	return s.Run(ctx, &mcp.StdioTransport{})
}
