// Package runtime serves MCP tools on the official go-sdk with the schemas
// mcpvet checks: the same rules package, through its reflect adapter.
//
// It depends on the go-sdk and the standard library only; never on
// golang.org/x/tools or the analyzers, so server binaries stay lean.
package runtime

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/schema"
	"github.com/mcpvet/mcpvet/schema/reflectview"
)

// AddTool registers a typed tool exactly like mcp.AddTool, with the same
// signature, but with schemas written by mcpvet's rules: the bytes a
// client receives are the bytes mcpvet checked. Schemas already set on t
// are kept. A type the rules cannot express panics here, at registration,
// with the field path, as mcp.AddTool does for the types it cannot infer.
func AddTool[In, Out any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	tt := *t
	if tt.InputSchema == nil {
		tt.InputSchema = mustSchema(t.Name, reflect.TypeFor[In](), schema.Input, "In")
	}
	if tt.OutputSchema == nil && reflect.TypeFor[Out]() != reflect.TypeFor[any]() {
		tt.OutputSchema = mustSchema(t.Name, reflect.TypeFor[Out](), schema.Output, "Out")
	}
	mcp.AddTool(s, &tt, h)
}

func mustSchema(tool string, t reflect.Type, dir schema.Direction, root string) json.RawMessage {
	r := reflectview.Generate(t, dir, nil, root)
	if len(r.Problems) > 0 {
		var msgs []string
		for _, p := range r.Problems {
			if p.Kind == schema.Unsupported || p.Kind == schema.SelfReference {
				msgs = append(msgs, p.String())
			}
		}
		if len(msgs) > 0 {
			panic(fmt.Sprintf("runtime.AddTool: tool %q: %s schema: %s (run mcpvet for details)", tool, dir, strings.Join(msgs, "; ")))
		}
	}
	return json.RawMessage(r.JSON)
}
