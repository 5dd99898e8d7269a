package runtime

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
)

// Tool registers fn as the tool t: the quick path for a plain func. t
// says the name, title, description and hints, as for [AddTool]; its
// schemas are written from In and Out (a t with schemas of its own
// panics: give those to AddTool). In is the arguments, as for AddTool (a struct or map, or a
// pointer to one). Out is turned into the result exactly as for a
// //mcp:tool func with the same signature: a string is one text block; a
// struct or map (or pointer to one) is structured content with an output
// schema; mcp.Content or []mcp.Content are those blocks; a
// *mcp.CallToolResult is passed through; an enum (with facts) is its
// value as text; numbers, bools, slices, arrays, time.Time and
// json.RawMessage are one text block of their JSON. Other types panic
// here, at registration.
func Tool[In, Out any](s *mcp.Server, t *mcp.Tool, fn func(context.Context, In) (Out, error)) {
	const who = "runtime.Tool"
	if t.InputSchema != nil || t.OutputSchema != nil {
		panic(fmt.Sprintf("%s: tool %q: Tool writes the schemas from In and Out; to give your own, use AddTool", who, t.Name))
	}
	form, output := resultForm(who, t.Name, reflect.TypeFor[Out]())
	registerTool(s, bridge.Tool{
		Tool:   t,
		Input:  inputSchema(who, t.Name, reflect.TypeFor[In]()),
		Output: output,
		Result: form,
		Call: func(ctx context.Context, _ *mcp.CallToolRequest, args json.RawMessage) (any, error) {
			var in In
			if err := decodeArgs(args, &in); err != nil {
				return nil, err
			}
			return fn(ctx, in)
		},
	})
}
