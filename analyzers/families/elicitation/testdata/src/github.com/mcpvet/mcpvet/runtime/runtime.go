// Package runtime is a stub of mcpvet's runtime: Elicit, with its real
// signature (OMCG0028 reads the form from its type argument).
package runtime

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Elicit asks the client for a T.
func Elicit[T any](ctx context.Context, req mcp.Request, message string) (value T, accepted bool, err error) {
	return value, false, nil
}
