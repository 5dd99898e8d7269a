// Package mcpvetimpl is for code written by mcpvet gen; it is not for
// people. The mcpvet_gen.go files the generator writes call it, and
// nothing else should: it has no compatibility promise except with the
// generator of the same version (protobuf's protoimpl is the precedent).
// A file written by an older mcpvet gen is regenerated with
//
//	go run github.com/mcpvet/mcpvet/cmd/mcpvet gen
//
// and mcpvet reports one that is stale (OMCG0005).
//
// What an app's own code calls (runtime.AddTool, runtime.APIOptions, …)
// is package runtime. The tools registered here behave as runtime's: the
// same argument validation, result forms and error policy.
//
// Resources, resource templates and prompts (//mcp:resource,
// //mcp:prompt) are served by this package itself, through
// RegisterResources and RegisterPrompts: resources.go shows the code the
// generator writes for them, and docs/resources-runtime.md what a client
// sees.
package mcpvetimpl

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
)

// ResultForm is the shape of a generated tool's Go results.
type ResultForm = bridge.ResultForm

const (
	ResultNone       = bridge.ResultNone       // nothing, or only an error: no content
	ResultText       = bridge.ResultText       // a string: one text block
	ResultContent    = bridge.ResultContent    // mcp.Content or []mcp.Content: those blocks
	ResultCallResult = bridge.ResultCallResult // *mcp.CallToolResult: passed through
	ResultJSONText   = bridge.ResultJSONText   // a JSON value: one text block of its JSON
	ResultEnumText   = bridge.ResultEnumText   // an enum: its value as text
	ResultStructured = bridge.ResultStructured // a struct or map (or pointer to one): structured content
)

// GeneratedTool is one //mcp:tool as mcpvet gen writes it.
type GeneratedTool struct {
	// Tool carries the name, title, description and annotations. Its
	// schemas are set by Register from Input and Output.
	Tool *mcp.Tool
	// Input and Output are the canonical schemas mcpvet computed; Output
	// is nil unless Result is ResultStructured (or ResultCallResult for
	// the SDK's typed form).
	Input, Output json.RawMessage
	Result        ResultForm
	// Call decodes the (already validated) arguments into the func's
	// parameters, calls it, and returns its non-error result (nil for
	// ResultNone) and its error.
	Call func(ctx context.Context, req *mcp.CallToolRequest, args json.RawMessage) (any, error)
}

// Register adds generated tools to s: it validates arguments against
// Input, maps failures to "Argument '<path>' is not valid.", calls the
// tool, turns its result into content by Result, and applies the error
// policy (runtime.ToolError text, otherwise "The tool failed." and a slog
// record; recovered panics likewise).
func Register(s *mcp.Server, tools ...GeneratedTool) {
	for _, t := range tools {
		bridge.Register(s, bridge.Tool(t))
	}
}

// RegisterFacts hands the runtime the type facts of one package (enum
// values, doc comments), as the generated file's init does, so that
// runtime.AddTool's reflection path writes the same schemas the analyzers
// computed. table is a schema.FactTable in its JSON form.
func RegisterFacts(table string) {
	bridge.RegisterFacts(table)
}

// Bool returns a pointer to a new bool holding v: the generated
// annotations set the go-sdk's pointer hints (DestructiveHint,
// OpenWorldHint) with it, so that mcpvet_gen.go compiles at the go-sdk's
// Go version (new(v) of a value needs Go 1.26).
func Bool(v bool) *bool { return &v }

// DecodeArguments decodes a tool's (already validated) arguments into v,
// a pointer, as generated Call funcs do. When decoding fails (a value the
// schema cannot rule out: a malformed time, an out-of-range integer, a
// type's own UnmarshalJSON refusing it) the error is a
// *runtime.ArgumentError naming the argument, which the client sees as
// "Argument 'when' is not valid." Absent arguments are the empty object.
func DecodeArguments(args json.RawMessage, v any) error {
	return bridge.DecodeArguments(args, v)
}

// RouteTool is one HTTP route exposed as an MCP tool, as mcpvet gen
// writes it.
type RouteTool struct {
	// Tool carries the name, title, description and all four annotations.
	// Its schemas are set by RegisterRoutes from Input and Output.
	Tool *mcp.Tool
	// Input is the canonical input schema: one property per path value
	// (required), per query value (optional) and "body" (the JSON body).
	// Output is the response's output schema, or nil.
	Input, Output json.RawMessage
	// Method is the HTTP method the tool sends ("GET").
	Method string
	// Pattern is the path as the root handler serves it, with the Go 1.22
	// wildcards of the route ("/api/items/{id}", "/files/{path...}").
	Pattern string
	// PathValues and QueryValues name the arguments that fill the
	// pattern's wildcards and the query string; query values whose schema
	// is an array are repeated (?tag=a&tag=b).
	PathValues  []string
	QueryValues []string
	// Body is set when the tool has a "body" argument sent as JSON.
	Body bool
	// Scope is the scope the call requires when scopes are on.
	Scope runtime.Scope
}

// RegisterRoutes adds route tools to s, as the generated
// RegisterRouteTools does. Each call builds an http.Request from the
// arguments, serves it through opts.Handler (or sends it to opts.BaseURL)
// and turns the response into the tool result: a 2xx response is the
// result (structured content when Output is set), any other status an
// isError result "HTTP <status>: <body>". runtime.APIOptions says the
// rest.
func RegisterRoutes(s *mcp.Server, opts runtime.APIOptions, tools ...RouteTool) {
	routes := make([]bridge.Route, len(tools))
	for i, t := range tools {
		routes[i] = route(t)
	}
	bridge.RegisterRoutes(s, opts, routes)
}

// route is t as the engine takes it.
func route(t RouteTool) bridge.Route {
	return bridge.Route{
		Tool: t.Tool, Input: t.Input, Output: t.Output,
		Method: t.Method, Pattern: t.Pattern,
		PathValues: t.PathValues, QueryValues: t.QueryValues, Body: t.Body,
		Scope: int(t.Scope),
	}
}
