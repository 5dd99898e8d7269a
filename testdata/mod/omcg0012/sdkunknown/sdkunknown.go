// Package sdkunknown registers resources whose URIs mcpvet cannot read,
// so any ui= may name one of them: nothing is flagged (OMCG0012).
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
