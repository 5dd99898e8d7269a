package clients

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// listing is what a tool lists, as the client receives it.
type listing struct {
	// in and out are the input and output schemas, decoded; nil when
	// the tool lists none or mcpvet cannot know it.
	in, out any
	// sdk is set when the go-sdk infers the input schema (mcp.AddTool
	// without Tool.InputSchema): what the user changes is then the Go
	// type, as jsonschema-go reads it.
	sdk bool
}

// listed is the schemas a tool will really list: mcpvet's own for
// directive and runtime.AddTool tools, the go-sdk's inference (modelled
// by sdkdialect) for mcp.AddTool, what mcp-go writes from a mark3labs
// tool's options (folded by mcpfacts), and a constant JSON schema given in the
// tool literal ((*mcp.Server).AddTool, or mcp.AddTool with
// Tool.InputSchema set). A schema given any other way (a jsonschema.Schema
// value, a map built at run time) is not read.
func listed(p *analyzerutil.Pass, t *mcpfacts.Tool) listing {
	var l listing
	if t.IllTyped {
		return l
	}
	switch t.Style {
	case mcpfacts.Directive, mcpfacts.RuntimeAddTool:
		if t.Input != nil && !t.InputSchemaGiven {
			l.in = decode(schema.Encode(t.Input))
		}
		// A directive tool lists an output schema for a structured
		// result only (docs/tools.md, "Result forms"); runtime.AddTool
		// computes one only for an object result.
		structured := t.Style == mcpfacts.RuntimeAddTool || t.Results == mcpfacts.ResultStructured || t.Results == mcpfacts.ResultTyped
		if t.Output != nil && !t.OutputSchemaGiven && structured {
			l.out = decode(schema.Encode(t.Output))
		}
	case mcpfacts.MarkNewTool, mcpfacts.MarkTool:
		// What mcp-go writes from the tool's options, as mcpfacts folds
		// it (nil where it is not folded).
		if t.MCPGo != nil && t.InputSchemaJSON != nil {
			l.in = decode(t.InputSchemaJSON)
		}
		if t.OutputSchemaJSON != nil {
			l.out = decode(t.OutputSchemaJSON)
		}
	case mcpfacts.SDKAddTool:
		view := p.Facts.View
		if t.In != nil && !t.InputSchemaGiven && view != nil {
			if b, err := sdkdialect.ToolSchema(view.Type(t.In)); err == nil {
				l.in, l.sdk = decode(b), true
			}
		}
		if t.Out != nil && !isEmptyInterface(t.Out) && !t.OutputSchemaGiven && view != nil {
			if b, err := sdkdialect.ToolSchema(view.Type(t.Out)); err == nil {
				l.out = decode(b)
			}
		}
	}
	if l.in == nil {
		l.in = given(p, t.ToolLit, "InputSchema")
	}
	if l.out == nil {
		l.out = given(p, t.ToolLit, "OutputSchema")
	}
	return l
}

// given decodes the schema a tool literal sets under key when it is a
// constant JSON text: json.RawMessage(`...`), []byte(`...`) or a string
// constant converted so.
func given(p *analyzerutil.Pass, lit *ast.CompositeLit, key string) any {
	if lit == nil {
		return nil
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); !ok || id.Name != key {
			continue
		}
		v := ast.Unparen(kv.Value)
		if call, ok := v.(*ast.CallExpr); ok && len(call.Args) == 1 {
			if tv, ok := p.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
				v = call.Args[0]
			}
		}
		tv, ok := p.TypesInfo.Types[v]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return nil
		}
		return decode([]byte(constant.StringVal(tv.Value)))
	}
	return nil
}

// decode reads JSON into maps, slices and json.Numbers; nil if it is not
// JSON.
func decode(b []byte) any {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil {
		return nil
	}
	return v
}

func isEmptyInterface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}
