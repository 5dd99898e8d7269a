package mcpfacts

import (
	"encoding/json"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Listing is what a client receives for a tool in tools/list: its input
// and output schemas. It is computed here once, for the client family
// (analyzers/families/clients), the generated file (analyzers/families/generated) and
// `mcpvet schema` (internal/genload).
type Listing struct {
	// Input and Output are the schemas listed, as JSON; nil where the
	// tool lists none, or mcpvet cannot know it (a given schema that is
	// not a constant, a type that does not type-check).
	Input, Output json.RawMessage
	// SDK is set when the go-sdk infers the schemas (mcp.AddTool): they
	// follow jsonschema-go's reading of In and Out (schema/sdkdialect),
	// and what a user changes is then the Go type as jsonschema-go reads
	// it.
	SDK bool
	// InputGiven and OutputGiven: the tool gives that schema itself (the
	// InputSchema of its mcp.Tool); it is listed as written, folded from
	// the literal (Input or Output nil where a part is not a constant).
	InputGiven, OutputGiven bool
	// InputErr and OutputErr are jsonschema-go's reasons where the go-sdk
	// cannot infer a schema, so that mcp.AddTool panics.
	InputErr, OutputErr error
}

// Listing is what the tool lists: a schema the tool gives itself, as
// written; else, for mcp.AddTool, the go-sdk's inference (jsonschema-go's
// ForType of In and of Out, an In of exactly any listed as an empty
// object and an Out of exactly any as none, as toolForErr does); else
// mcpvet's own (Schemas).
func (r *Result) Listing(t *mcptool.Tool) Listing {
	l := Listing{SDK: t.SDKInfers(), InputGiven: t.InputSchemaGiven, OutputGiven: t.OutputSchemaGiven}
	if t.IllTyped {
		return l
	}
	in, out := t.Schemas()
	switch {
	case t.InputSchemaGiven:
		l.Input = t.InputSchemaJSON
	case l.SDK:
		l.Input, l.InputErr = r.infer(t.In, `{"type":"object"}`)
	default:
		l.Input = encode(in)
	}
	switch {
	case t.OutputSchemaGiven:
		l.Output = t.OutputSchemaJSON
	case l.SDK:
		l.Output, l.OutputErr = r.infer(t.Out, "")
	default:
		l.Output = encode(out)
	}
	return l
}

// infer is the go-sdk's schema of an mcp.AddTool type parameter: none
// for a type not known, ifAny for exactly any.
func (r *Result) infer(t types.Type, ifAny string) (json.RawMessage, error) {
	if t == nil || r.View == nil {
		return nil, nil
	}
	v := r.View.Type(t)
	if v.Kind() == schema.Interface && v.NumMethod() == 0 && v.Name() == "" {
		if ifAny == "" {
			return nil, nil
		}
		return json.RawMessage(ifAny), nil
	}
	raw, err := sdkdialect.ToolSchemaIn(r.JSONSchema, v)
	if err != nil || !r.OwnSchemaPackage {
		return raw, err
	}
	var x any
	if json.Unmarshal(raw, &x) != nil {
		return raw, nil
	}
	sdkdialect.OwnPackage(x)
	return json.Marshal(x)
}

func encode(s *schema.Schema) json.RawMessage {
	if s == nil {
		return nil
	}
	return schema.Encode(s)
}
