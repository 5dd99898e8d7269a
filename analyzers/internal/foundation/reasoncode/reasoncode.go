// Package reasoncode is the one table from the reasons the schema models
// give (schema.ProblemKind, and sdkdialect.Reason for the go-sdk's own
// inference) to the diagnostic codes that report them. A code's file asks
// the table which problems are its own, and says them in its own words;
// no reason is selected by two codes, and a test holds the table total
// over every kind and reason the models have.
package reasoncode

import (
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// byDir is a code per direction: the input's, then the output's.
type byDir [2]string

func both(code string) byDir { return byDir{code, code} }

// problems maps each kind of schema problem (mcpvet's rules) to its code.
var problems = map[schema.ProblemKind]byDir{
	schema.Unsupported:   {"OMCG0002", "OMCG0003"},
	schema.SelfReference: both("OMCG0006"),
	schema.FieldTie:      both("OMCG0007"),
	schema.CaseCollision: both("OMCG0007"),
	schema.TagMismatch:   both("OMCG0011"),
}

// sdkJudged are the kinds no code reports for an mcp.AddTool tool: the
// go-sdk infers that tool's schemas, and what its inference refuses or
// follows is the go-sdk model's to say (its findings, below).
var sdkJudged = map[schema.ProblemKind]bool{
	schema.Unsupported:   true,
	schema.SelfReference: true,
}

// sdkReasons maps each reason of the go-sdk model's findings to its
// code: what mcp.AddTool panics on is a type without a schema (OMCG0002,
// OMCG0003) or a cycle (OMCG0006); a schema that says what encoding/json
// does not do is OMCG0014.
var sdkReasons = map[sdkdialect.Reason]byDir{
	sdkdialect.UnsupportedType:  {"OMCG0002", "OMCG0003"},
	sdkdialect.BadMapKey:        {"OMCG0002", "OMCG0003"},
	sdkdialect.Cycle:            both("OMCG0006"),
	sdkdialect.PointerLoop:      {"OMCG0002", "OMCG0003"},
	sdkdialect.BadJSONSchemaTag: {"OMCG0002", "OMCG0003"},
	sdkdialect.EmbeddedOverride: {"OMCG0002", "OMCG0003"},
	sdkdialect.InputNotObject:   {"OMCG0002", "OMCG0003"},
	sdkdialect.Bytes:            both("OMCG0014"),
	sdkdialect.RawMessage:       both("OMCG0014"),
	sdkdialect.Marshaler:        both("OMCG0014"),
	sdkdialect.TextMarshaler:    both("OMCG0014"),
	sdkdialect.BuiltinSchema:    both("OMCG0014"),
	sdkdialect.StringOption:     both("OMCG0014"),
	sdkdialect.TaggedEmbedded:   both("OMCG0014"),
	sdkdialect.IgnoredEmbedded:  both("OMCG0014"),
	sdkdialect.NilEmbedded:      both("OMCG0014"),
	sdkdialect.DroppedEmbedded:  both("OMCG0014"),
	sdkdialect.DuplicateName:    both("OMCG0014"),
	sdkdialect.InvalidTagName:   both("OMCG0014"),
	sdkdialect.ShadowedField:    both("OMCG0014"),
	sdkdialect.FieldMismatch:    both("OMCG0014"),
	sdkdialect.AnyTrue:          both("OMCG0014"),
	sdkdialect.InterfaceInput:   both("OMCG0014"),
	sdkdialect.NilMap:           both("OMCG0014"),
	sdkdialect.NilSlice:         both("OMCG0014"),
}

// Problem is the code that reports a schema problem of kind k met in
// direction dir, of a tool whose schemas mcpvet writes (sdk false: a
// directive, runtime.AddTool, mcp-go or route tool) or the go-sdk infers
// (sdk true: mcp.AddTool); "" when no code reports it.
func Problem(k schema.ProblemKind, dir schema.Direction, sdk bool) string {
	if sdk && sdkJudged[k] {
		return ""
	}
	return problems[k][index(dir)]
}

// SDK is the code that reports a finding of the go-sdk model with reason
// r, met in direction dir; "" for a reason the table does not know.
func SDK(r sdkdialect.Reason, dir schema.Direction) string {
	return sdkReasons[r][index(dir)]
}

func index(dir schema.Direction) int {
	if dir == schema.Output {
		return 1
	}
	return 0
}
