package runtime

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// This file is the contract between `mcpvet gen` and the runtime: the
// generated mcpvet_gen.go of a package calls only what is declared here.
// Changing a signature here means changing the generator in the same
// commit.

// ResultForm is the shape of a generated tool's Go results (docs/tools.md).
type ResultForm int

const (
	ResultNone       ResultForm = iota + 1 // nothing, or only an error: no content
	ResultText                             // a string: one text block
	ResultContent                          // mcp.Content or []mcp.Content: those blocks
	ResultCallResult                       // *mcp.CallToolResult: passed through
	ResultJSONText                         // a JSON value: one text block of its JSON
	ResultEnumText                         // an enum: its value as text
	ResultStructured                       // a struct or map (or pointer to one): structured content
)

// GeneratedTool is one //mcp:tool as mcpvet gen writes it.
type GeneratedTool struct {
	// Tool carries the name, title, description and annotations. Its
	// schemas are set by Register from Input and Output.
	Tool *mcp.Tool
	// Input and Output are the canonical schemas mcpvet computed; Output
	// is nil unless Result is ResultStructured.
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
// policy (ToolError text, otherwise "The tool failed." and a slog record;
// recovered panics likewise).
func Register(s *mcp.Server, tools ...GeneratedTool) {
	for _, t := range tools {
		register(s, t)
	}
}

// RegisterFacts hands the runtime the type facts of one package (enum
// values, doc comments), as the generated file's init does, so that
// AddTool's reflection path writes the same schemas the analyzers
// computed. table is a schema.FactTable in its JSON form.
func RegisterFacts(table string) {
	registerFacts(table)
}

// DecodeArguments decodes a tool's (already validated) arguments into v,
// a pointer, as generated Call funcs do. When decoding fails (a value the
// schema cannot rule out: a malformed time, an out-of-range integer, a
// type's own UnmarshalJSON refusing it) the error is an *ArgumentError
// naming the argument, which the client sees as "Argument 'when' is not
// valid." Absent arguments are the empty object.
func DecodeArguments(args json.RawMessage, v any) error {
	return decodeArgs(args, v)
}
