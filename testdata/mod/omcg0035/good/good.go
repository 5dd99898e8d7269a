// Package good makes servers mcp.NewServer accepts, and some it cannot
// be sure of, which are left alone.
package good

import (
	"context"
	"os"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func subscribe(context.Context, *mcp.SubscribeRequest) error { return nil }

func unsubscribe(context.Context, *mcp.UnsubscribeRequest) error { return nil }

var impl = &mcp.Implementation{Name: "s", Version: "v1"}

func Plain() *mcp.Server { return mcp.NewServer(impl, nil) }

func Both() *mcp.Server {
	return mcp.NewServer(impl, &mcp.ServerOptions{
		SubscribeHandler:          subscribe,
		UnsubscribeHandler:        unsubscribe,
		PageSize:                  50,
		SupportedProtocolVersions: []string{"2026-07-28", "2025-11-25"},
	})
}

// Later is given the other handler after the literal: not judged.
func Later() *mcp.Server {
	opts := &mcp.ServerOptions{SubscribeHandler: subscribe}
	opts.UnsubscribeHandler = unsubscribe
	return mcp.NewServer(impl, opts)
}

// FromEnv reads its page size at run time: not judged.
func FromEnv() *mcp.Server {
	n, _ := strconv.Atoi(os.Getenv("PAGE_SIZE"))
	return mcp.NewServer(impl, &mcp.ServerOptions{PageSize: n})
}

// SDKVersions takes the SDK's own list: not judged.
func SDKVersions() *mcp.Server {
	return mcp.NewServer(impl, &mcp.ServerOptions{SupportedProtocolVersions: mcp.SupportedProtocolVersions()[1:]})
}

// Given takes its implementation from the caller.
func Given(i *mcp.Implementation) *mcp.Server { return mcp.NewServer(i, nil) }
