// Package servers makes servers mcp.NewServer panics on, and some it
// accepts or that mcpvet cannot be sure of, which are left alone.
package servers

import (
	"context"
	"os"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func subscribe(context.Context, *mcp.SubscribeRequest) error { return nil }

func unsubscribe(context.Context, *mcp.UnsubscribeRequest) error { return nil }

var impl = &mcp.Implementation{Name: "s", Version: "v1"}

func NilImplementation() *mcp.Server {
	return mcp.NewServer(nil, nil) // want `OMCG0035: mcp.NewServer panics at start-up on this: nil Implementation; pass an &mcp.Implementation\{Name: \.\.\., Version: \.\.\.\}`
}

func NilThroughVariable() *mcp.Server {
	var none *mcp.Implementation = nil
	return mcp.NewServer(none, nil) // want `OMCG0035: mcp.NewServer panics at start-up on this: nil Implementation`
}

func SubscribeOnly() *mcp.Server {
	return mcp.NewServer(impl, &mcp.ServerOptions{
		SubscribeHandler: subscribe, // want `OMCG0035: mcp.NewServer panics at start-up on this: SubscribeHandler requires UnsubscribeHandler; set UnsubscribeHandler too, or neither`
	})
}

func UnsubscribeOnly() *mcp.Server {
	opts := &mcp.ServerOptions{
		UnsubscribeHandler: unsubscribe, // want `OMCG0035: mcp.NewServer panics at start-up on this: UnsubscribeHandler requires SubscribeHandler; set SubscribeHandler too, or neither`
		SubscribeHandler:   nil,
	}
	return mcp.NewServer(impl, opts)
}

const pageSize = -10

func NegativePageSize() *mcp.Server {
	return mcp.NewServer(impl, &mcp.ServerOptions{PageSize: pageSize}) // want `OMCG0035: mcp.NewServer panics at start-up on this: invalid page size -10; use 0 \(the SDK's default page size\) or a positive size`
}

const draft = "2025-09-01"

func Versions() *mcp.Server {
	return mcp.NewServer(impl, &mcp.ServerOptions{
		SupportedProtocolVersions: []string{
			"2025-06-18",
			draft,    // want `OMCG0035: mcp.NewServer panics at start-up on this: unsupported protocol version "2025-09-01"; the go-sdk v1\.8\.0 speaks 2026-07-28, 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05`
			"latest", // want `OMCG0035: mcp.NewServer panics at start-up on this: unsupported protocol version "latest"`
		},
	})
}

// Not flagged below.

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
