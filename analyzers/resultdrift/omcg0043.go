package resultdrift

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/mcpvet/mcpvet/analyzers/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// OMCG0043 reports a structured result that the tool's listed output
// schema refuses.
var OMCG0043 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0043",
	Severity: analyzerutil.Error,
	Since:    "v0.4.0",
	Title:    "a structured result the tool's listed output schema refuses",
	Doc: `A tool that lists an output schema written apart from its handler (mark3labs
mcp-go's WithOutputSchema[T] or WithRawOutputSchema, a go-sdk Tool.OutputSchema
given to (*mcp.Server).AddTool) and whose handler builds its structured
result from another Go type (mcp.NewToolResultStructured, NewToolResultStructuredOnly,
NewToolResultJSON, mcp-go's NewStructuredToolHandler, or a CallToolResult's
StructuredContent), when what encoding/json writes for that type is refused
by the schema: a required property the type never writes, or leaves out
when empty (omitempty); a property it always writes that a schema with
additionalProperties false does not list; a value of a JSON type the
schema never accepts. Clients that check structuredContent against
outputSchema (the MCP specification says results must conform; mcp-go's
WithOutputSchemaValidation does it on the server) reject the result.
Only the handler's own body is read, and a result whose type is an
interface is left alone.`,
	Before: `
type Out struct {
	Total int ` + "`json:\"total\"`" + `
}
type page struct {
	Count int ` + "`json:\"count\"`" + `
}
mcp.NewTool("search", mcp.WithOutputSchema[Out]())
...
return mcp.NewToolResultStructuredOnly(page{Count: n}), nil`,
	After: `
return mcp.NewToolResultStructuredOnly(Out{Total: n}), nil`,
	Requires: []*analysis.Analyzer{effects.Analyzer, inspect.Analyzer},
	Run:      run,
})
