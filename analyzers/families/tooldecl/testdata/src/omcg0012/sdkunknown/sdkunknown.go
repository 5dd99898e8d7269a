// Package sdkunknown registers a resource whose URI mcpvet cannot read,
// so any ui= may name it: nothing is flagged.
package sdkunknown

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Query struct {
	City string `json:"city"`
}

func AddApps(s *mcp.Server, r *mcp.Resource, h mcp.ResourceHandler) {
	s.AddResource(r, h)
}

// Anything may be registered by AddApps.
//
//mcp:tool ui=ui://weather/anything
func Anything(ctx context.Context, in Query) (string, error) { return "", nil }
