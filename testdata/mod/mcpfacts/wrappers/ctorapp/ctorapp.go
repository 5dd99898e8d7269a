// Package ctorapp registers the catalog's tools: a registration of a tool
// declared in another package declares nothing here.
package ctorapp

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/mcpfacts/wrappers/catalog"
	"fixtures/mcpfacts/wrappers/inventory"
)

// Source lists tools.
type Source interface {
	Tools() []inventory.ServerTool
}

func Serve(s *mcp.Server, src Source) {
	inventory.RegisterAll(s, catalog.All()) // want `registers "get_me" declared at fixtures/mcpfacts/wrappers/catalog/catalog.go:\d+` `registers "list_issues" declared at fixtures/mcpfacts/wrappers/catalog/catalog.go:\d+`

	me := catalog.GetMe()
	me.Register(s) // want `registers "get_me" declared at fixtures/mcpfacts/wrappers/catalog/catalog.go:\d+`

	// Tools from an interface: mcpvet cannot see which.
	for _, st := range src.Tools() {
		st.Register(s) // want `unfollowed: the tool is the result of ctorapp.Source.Tools, which mcpvet does not follow`
	}
}
