// Package bridge connects package mcpvetimpl, which the code mcpvet gen
// writes calls, to the engine of package runtime, which stays unexported
// there: runtime sets the functions below in its init, and mcpvetimpl
// (which imports runtime, so that init has run) calls them. The shape is
// that of golang.org/x/tools/internal/packagesinternal.
//
// The types here are what the engine consumes; mcpvetimpl converts its
// own to them.
package bridge

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ResultForm is the shape of a tool's Go results, which decides how the
// engine turns them into a result (mcpvetimpl documents each form).
type ResultForm int

const (
	ResultNone ResultForm = iota + 1
	ResultText
	ResultContent
	ResultCallResult
	ResultJSONText
	ResultEnumText
	ResultStructured
)

// Tool is a tool with its schemas and result form given: the shape of
// mcpvetimpl.GeneratedTool, which converts to it.
type Tool struct {
	Tool          *mcp.Tool
	Input, Output json.RawMessage
	Result        ResultForm
	Call          func(ctx context.Context, req *mcp.CallToolRequest, args json.RawMessage) (any, error)
}

// Route is an HTTP route exposed as a tool: mcpvetimpl.RouteTool, with
// its runtime.Scope as an int (this package cannot name it).
type Route struct {
	Tool          *mcp.Tool
	Input, Output json.RawMessage
	Method        string
	Pattern       string
	PathValues    []string
	QueryValues   []string
	Body          bool
	Scope         int
}

// The engine, set by package runtime's init.
var (
	Register        func(s *mcp.Server, t Tool)
	RegisterFacts   func(table string)
	DecodeArguments func(args json.RawMessage, v any) error
	// RegisterRoutes takes a runtime.APIOptions as opts.
	RegisterRoutes func(s *mcp.Server, opts any, tools []Route)
)
