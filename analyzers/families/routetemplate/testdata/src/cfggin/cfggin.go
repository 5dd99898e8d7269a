// Package cfggin builds its config with a func, which mcpvet cannot read.
package cfggin

import (
	"github.com/gin-gonic/gin"

	"github.com/mcpvet/mcpvet/runtime"
)

func exposure() runtime.Exposure {
	return runtime.Exposure{Mode: runtime.AllExceptExcluded}
}

var MCP = exposure() // want `MCP001: the runtime.Exposure config MCP is not a composite literal \(exposure\(\)\): mcpvet cannot read it and falls back to the default \(SelectedOnly with an empty Include: only //mcp:expose handlers become tools\); write it as runtime.Exposure{...} with constant fields`

func list(c *gin.Context) {}

func Routes(r *gin.Engine) {
	r.GET("/items", list)
}
