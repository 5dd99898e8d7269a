// Package asker asks the client for handlers of another package: the
// path of a request crosses into it.
package asker

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Confirm asks the user to confirm what.
func Confirm(ctx context.Context, ss *mcp.ServerSession, what string) (bool, error) {
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Message: "Delete " + what + "?"})
	if err != nil {
		return false, err
	}
	return res.Action == "accept", nil
}
