// Package xgin is a gin app whose routes another package (items)
// registers on a group made here, under /api/items: mcpvet gen writes the
// tools with their full paths, through the builder's fact.
package xgin

import (
	"github.com/gin-gonic/gin"

	"fixtures/gen/xgin/items"
	"github.com/mcpvet/mcpvet/runtime"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

var MCP = runtime.Exposure{
	Mode:   runtime.AllExceptExcluded,
	Naming: runtime.Naming{Format: "{Func}"},
}

// Engine is the app's engine.
func Engine() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	items.Register(r.Group("/api").Group("items"))
	return r
}
