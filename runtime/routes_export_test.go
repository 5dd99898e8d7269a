package runtime

import (
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
)

// RouteHandler is the tool handler mcpvetimpl.RegisterRoutes adds for t, for
// benchmarks that call it without the SDK's dispatch.
func RouteHandler(opts APIOptions, t bridge.Route) mcp.ToolHandler {
	api, err := newAPITarget(opts, os.Getenv)
	if err != nil {
		panic(err)
	}
	_, h := newRouteTool(api, t)
	return h
}
