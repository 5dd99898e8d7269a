// Package guard is a server's registration layer whose AddTool turns the
// SDK's panic into an error.
package guard

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// AddTool registers a typed tool and returns the SDK's panic as an error.
func AddTool[In, Out any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, Out]) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("registering %s: %v", name, r)
		}
	}()
	mcp.AddTool(s, &mcp.Tool{Name: name}, h)
	return nil
}

// MustAddTool registers a typed tool and lets the SDK's panic through.
func MustAddTool[In, Out any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, h)
}
