// Package mid wraps reg: a wrapper of a wrapper, in a third package.
package mid

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0007/wrappers/reg"
)

// AddReadOnly registers a read-only tool through reg.AddTool.
func AddReadOnly[In, Out any](r *reg.Registry, name string, h mcp.ToolHandlerFor[In, Out]) {
	reg.AddTool(r, reg.Spec{Name: name, Description: "Read-only."}, h)
}
