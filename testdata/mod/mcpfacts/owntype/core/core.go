// Package core defines tools in the server's own type, in a package that
// the converter's package imports (blank), not the other way round.
package core

import (
	"github.com/google/jsonschema-go/jsonschema"

	"fixtures/mcpfacts/owntype/api"
)

const fieldSelector = "^[a-z.]+=[a-z]+$"

type Toolset struct{}

func (Toolset) GetTools() []api.ServerTool {
	ret := make([]api.ServerTool, 0)
	ret = append(ret, api.ServerTool{
		Tool: api.Tool{ // want `tool "namespaces_list" own tool type api.Tool title="Namespaces: List" readOnly input-given`
			Name:        "namespaces_list",
			Description: "List the namespaces.",
			InputSchema: &jsonschema.Schema{
				Type: "object",
				Properties: map[string]*jsonschema.Schema{
					"fieldSelector": {Type: "string", Description: "A field selector.", Pattern: fieldSelector},
				},
			},
			Annotations: api.ToolAnnotations{Title: "Namespaces: List", ReadOnlyHint: ptrTo(true)},
		},
		Handler: list,
	})
	ret = append(ret, api.ServerTool{Tool: api.ReadOnly("pods_list", "List the pods."), Handler: list}) // want `tool "pods_list" own tool type api.Tool via api.ReadOnly description="List the pods." readOnly input-given`
	for _, name := range []string{"events_list", "nodes_list"} {
		ret = append(ret, api.ServerTool{Tool: api.Tool{Name: name, InputSchema: &jsonschema.Schema{Type: "object"}}, Handler: list}) // want `tool "events_list" own tool type api.Tool input-given` `tool "nodes_list" own tool type api.Tool input-given`
	}
	return ret
}

// A client's tool is not an MCP tool.
var forModel = api.ClientTool{Name: "search", Description: "Search."}

// ptrTo is the helper servers write hints with (k8s.io/utils/ptr.To).
func ptrTo[T any](v T) *T { return &v }

func list(args map[string]any) (string, error) { return "", nil }

func init() { api.Register(Toolset{}) }
