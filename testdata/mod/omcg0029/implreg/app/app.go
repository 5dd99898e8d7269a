// Package app registers the implementations, each given as a literal of
// its type: the tool is what its Definition method returns, its handler
// what its Handler method makes, both in package impl. A finding in the
// handler is reported here, at the registration.
package app

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/implreg/impl"
	"fixtures/omcg0029/implreg/tools"
)

// Register adds the tools, reading under root.
func Register(s *mcp.Server, root string) {
	tools.Register(s, impl.Read{Root: root}) // want `OMCG0029: tool "read_impl": argument "name" can leave the base folder its path is joined to \(with ".."\): read_impl: argument name → fixtures/omcg0029/implreg/impl.Read.Handler\(\) → os.ReadFile`
	tools.Register(s, &impl.Peek{Root: root})
}
