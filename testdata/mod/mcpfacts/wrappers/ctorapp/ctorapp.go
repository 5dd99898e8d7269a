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

// Sources is set by the program: mcpvet cannot see to what. (A Source a
// caller gives as a parameter is read at each call, with the value the
// caller gives.)
var Sources Source

func Serve(s *mcp.Server) {
	inventory.RegisterAll(s, catalog.All()) // want `registers "get_me" declared at fixtures/mcpfacts/wrappers/catalog/catalog.go:\d+` `registers "list_issues" declared at fixtures/mcpfacts/wrappers/catalog/catalog.go:\d+`

	me := catalog.GetMe()
	me.Register(s) // want `registers "get_me" declared at fixtures/mcpfacts/wrappers/catalog/catalog.go:\d+`

	// Tools from an interface: mcpvet cannot see which.
	for _, st := range Sources.Tools() {
		st.Register(s) // want `unfollowed: the tool is the result of ctorapp.Source.Tools, which mcpvet does not follow`
	}
}
