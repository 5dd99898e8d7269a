// Package asker asks the user; it registers nothing, so nothing is
// reported here: the tools that reach it are, where they are registered.
package asker

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Confirm asks the user to confirm.
func Confirm(ctx context.Context, ss *mcp.ServerSession, what string) (bool, error) {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "Confirm " + what + "?"})
	if err != nil {
		return false, err
	}
	return res.Action == "accept", nil
}
