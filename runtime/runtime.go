// Package runtime serves MCP tools on the official go-sdk with the schemas
// mcpvet checks: the same rules package, through its reflect adapter.
//
// Three ways in, one behaviour:
//   - the generated mcpvet_gen.go of a package with //mcp:tool funcs or
//     HTTP routes exposed as tools: RegisterTools(s) and the like, with
//     the schemas mcpvet computed baked in (mcpvet gen writes it; it calls
//     package mcpvetimpl, which is not for people);
//   - [AddTool]: a drop-in for mcp.AddTool (same signature), schemas by
//     reflection;
//   - [Tool]: the quick path for a plain func(ctx, In) (Out, error).
//
// All three validate arguments against the input schema they serve
// (github.com/google/jsonschema-go), and answer a bad argument with an
// error result naming it ("Argument 'items[2].qty' is not valid."), never
// a protocol error. A *[ToolError] reaches the client with its message;
// any other error, and a panic, is "The tool failed." for the client and
// a slog record for the operator.
//
// Facts (enum values, doc comments) reach the reflection path only
// through the generated file, which registers its package's facts from
// init. The rule: facts are registered before the tools that use them are
// added. Package initialization runs before main, so a generated file
// keeps it by itself. A quick-path tool computes its schemas when it is
// added and keeps them; facts registered later reach only the tools added
// after them (nothing cached goes stale), and such a late registration is
// logged. Without its package's generated file, a type has no enum values
// or doc comments at run time (mcpvet reports OMCG0005 where that changes
// a tool's schema).
//
// The package depends on the go-sdk, jsonschema-go, mcpvet's schema rules
// and the standard library only; never on golang.org/x/tools or the
// analyzers, so server binaries stay lean.
package runtime

import (
	"context"
	"fmt"
	"reflect"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// AddTool registers a typed tool like mcp.AddTool, with the same
// signature, but with schemas written by mcpvet's rules: the bytes a
// client receives are the bytes mcpvet checked. Schemas already set on t
// are kept (and arguments validated against the input schema given).
//
// In must be a struct or a map, or a pointer to one (or any, for any
// object); a pointer has the schema of what it points to. The output
// schema is written only when Out is object-shaped (a struct or map, or a
// pointer to one); its root is "type":"object".
//
// A type the rules cannot express panics here, at registration, with the
// field path, as mcp.AddTool does for the types it cannot infer.
//
// The result is built as mcp.AddTool builds it: the handler's result (nil
// is an empty one), and the JSON of the output as structured content when
// it is an object, plus the same JSON as a text block unless the handler
// set content. A nil output of an object-shaped Out stands, as there, for
// its zero value: a nil pointer for the zero value it points to, a nil map
// for {}. An output that is not an object is a text block only (appended
// to the handler's content), and a nil any output adds nothing.
//
// What changes from mcp.AddTool (go-sdk v1.8.0), on purpose:
//   - errors follow the package's policy: a handler error that is not a
//     *ToolError reaches the client as "The tool failed." and is logged
//     (mcp.AddTool sends its text, which can hold internals), a panic
//     likewise, and a bad argument is "Argument 'x' is not valid." (not
//     the validator's report);
//   - an Out that is not object-shaped (a slice, a string, a number) has no
//     output schema and no structured content, only its JSON as text:
//     mcp.AddTool serves its schema (an array, a string) and structured
//     content, as SEP-2106 allows, but clients on the TypeScript SDK (the
//     MCP Inspector among them) drop a tool whose output schema is not an
//     object from the list;
//   - the output is not validated again (the schema says what
//     encoding/json writes).
func AddTool[In, Out any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	const fn = "runtime.AddTool"
	outType := reflect.TypeFor[Out]()
	tt := *t
	if tt.InputSchema == nil {
		tt.InputSchema = inputSchema(fn, t.Name, reflect.TypeFor[In]())
	}
	if tt.OutputSchema == nil {
		if o := outputSchema(fn, t.Name, outType); o != nil {
			tt.OutputSchema = o
		}
	}
	args, err := compileArgs(tt.InputSchema, t.InputSchema == nil)
	if err != nil {
		panic(fmt.Sprintf("%s: tool %q: input schema: %v", fn, t.Name, err))
	}
	// Structured content for an object output when a schema announces
	// one, or when Out is an interface (as mcp.AddTool does for any).
	structured := tt.OutputSchema != nil || outType.Kind() == reflect.Interface
	// What a nil output stands for, when a schema announces an object.
	var nilOut any
	if k := outType.Kind(); tt.OutputSchema != nil && (k == reflect.Pointer || k == reflect.Map) {
		if base := peel(outType); base.Kind() == reflect.Map {
			nilOut = emptyObject
		} else {
			nilOut = reflect.Zero(base).Interface()
		}
	}
	p := &policy{name: t.Name}
	s.AddTool(&tt, func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if v := recover(); v != nil {
				res, err = p.recovered(ctx, req, v)
			}
		}()
		raw, err := args.check(req.Params.Arguments)
		if err != nil {
			return p.fail(ctx, req, err)
		}
		var in In
		if err := decodeArgs(raw, &in); err != nil {
			return p.fail(ctx, req, err)
		}
		res, out, err := h(ctx, req, in)
		if err != nil {
			return p.fail(ctx, req, err)
		}
		if res == nil {
			res = &mcp.CallToolResult{}
		}
		if res.InputRequests != nil {
			return res, nil // input requests and content are exclusive on the wire
		}
		if v := any(out); v != nil {
			if nilOut != nil && reflect.ValueOf(v).IsNil() {
				v = nilOut
			}
			if err := addValue(res, v, structured); err != nil {
				return p.fail(ctx, req, err)
			}
		}
		return res, nil
	})
}
