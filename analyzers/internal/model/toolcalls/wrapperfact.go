package toolcalls

import (
	"encoding/json"
	"fmt"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
)

// WrapperFact is the summary of an exported function of the server's own
// registration layer: what it registers and what its results carry, with
// the parameters that supply each part. It is exported only for functions
// that take part of a tool from their callers, or that return a tool
// declared in their package.
type WrapperFact struct {
	Registers []RegisterFact `json:"registers,omitempty"`
	Results   []*ValFact     `json:"results,omitempty"`
	// Handler is the summary's handler: 1 + the index of the parameter
	// that is the handler of the tool the results carry, 0 for none.
	Handler int `json:"handler,omitempty"`
}

func (*WrapperFact) AFact() {}

// GobEncode writes the fact as JSON, whose map keys are sorted: fact
// encodings must be deterministic.
func (w *WrapperFact) GobEncode() ([]byte, error) { return json.Marshal(w) }

func (w *WrapperFact) GobDecode(b []byte) error { return json.Unmarshal(b, w) }

func (w *WrapperFact) String() string {
	var parts []string
	for _, r := range w.Registers {
		parts = append(parts, "registers("+r.Style.String()+" "+r.Tool.String()+")")
	}
	for i, r := range w.Results {
		if r != nil {
			parts = append(parts, fmt.Sprintf("result%d(%s)", i, r))
		}
	}
	if w.Handler > 0 {
		parts = append(parts, fmt.Sprintf("handler(param%d)", w.Handler-1))
	}
	return "wrapper(" + strings.Join(parts, ", ") + ")"
}

// ToolVarFact is the value of an exported package-level variable that
// holds a tool its package declares (var SearchTool = mcp.NewTool(…)):
// a package that registers tools.SearchTool registers that tool.
type ToolVarFact struct {
	Val *ValFact `json:"val"`
}

func (*ToolVarFact) AFact() {}

func (v *ToolVarFact) GobEncode() ([]byte, error) { return json.Marshal(v) }

func (v *ToolVarFact) GobDecode(b []byte) error { return json.Unmarshal(b, v) }

func (v *ToolVarFact) String() string { return "toolvar(" + v.Val.String() + ")" }

// RegisterFact is a registration a wrapper makes.
type RegisterFact struct {
	Style   mcptool.Style `json:"style"`
	Server  *ValFact      `json:"server,omitempty"`
	Tool    *ValFact      `json:"tool"`
	Handler *ValFact      `json:"handler,omitempty"`
	// In and Out are the indexes of the type parameters that become In and
	// Out, -1 when they do not come from one.
	In  int `json:"in"`
	Out int `json:"out"`
}

// ValFact is a val in a fact.
type ValFact struct {
	Kind   valKind             `json:"k"`
	Str    string              `json:"s,omitempty"`
	Bool   *bool               `json:"b,omitempty"`
	Param  int                 `json:"p,omitempty"`
	Path   []string            `json:"path,omitempty"`
	Lib    toolLib             `json:"lib,omitempty"`
	Style  mcptool.Style       `json:"style,omitempty"`
	Roles  map[string]*ValFact `json:"roles,omitempty"`
	Base   *ValFact            `json:"base,omitempty"`
	Opts   []*ValFact          `json:"opts,omitempty"`
	Fields map[string]*ValFact `json:"fields,omitempty"`
	Elems  []*ValFact          `json:"elems,omitempty"`
	Decl   string              `json:"decl,omitempty"`
	Type   string              `json:"type,omitempty"` // a server's own tool type
	Why    string              `json:"why,omitempty"`
	// Role, Mark, Spread and JSON carry mcp-go schema options (mcpgo.go).
	Role   string          `json:"role,omitempty"`
	Mark   string          `json:"m,omitempty"`
	Spread bool            `json:"spread,omitempty"`
	JSON   json.RawMessage `json:"j,omitempty"`
	// Inv carries a stage of an invopop reflection (invopop.go).
	Inv *InvopopFact `json:"inv,omitempty"`
}

func (v *ValFact) String() string {
	if v == nil {
		return "nil"
	}
	switch v.Kind {
	case vParam:
		return fmt.Sprintf("param%d%s", v.Param, strings.Join(append([]string{""}, v.Path...), "."))
	case vConst:
		if v.Bool != nil {
			return fmt.Sprint(*v.Bool)
		}
		return fmt.Sprintf("%q", v.Str)
	case vTool:
		var parts []string
		for _, k := range sortedKeys(v.Roles) {
			parts = append(parts, k+"="+v.Roles[k].String())
		}
		if v.Base != nil {
			parts = append([]string{"base=" + v.Base.String()}, parts...)
		}
		if v.Decl != "" {
			parts = append(parts, "declared at "+v.Decl)
		}
		return "tool{" + strings.Join(parts, " ") + "}"
	case vStruct:
		var parts []string
		for _, k := range sortedKeys(v.Fields) {
			parts = append(parts, k+":"+v.Fields[k].String())
		}
		return "{" + strings.Join(parts, " ") + "}"
	case vNil:
		return "nil"
	case vSlice, vEach, vAlts:
		var parts []string
		for _, e := range v.Elems {
			parts = append(parts, e.String())
		}
		return "[" + strings.Join(parts, " ") + "]"
	}
	return "?"
}

// fact is the WrapperFact of a summary, nil if there is nothing to
// export.
func (f *finder) fact(s *summary, fn *types.Func) *WrapperFact {
	w := &WrapperFact{}
	for _, t := range s.regs {
		w.Registers = append(w.Registers, RegisterFact{
			Style: t.style, Server: f.valFact(t.server, 0), Tool: f.valFact(t.tool, 0), Handler: f.valFact(t.handler, 0),
			In: t.in.idx, Out: t.out.idx,
		})
	}
	keep := false
	for _, r := range s.results {
		var x *ValFact
		if r != nil && (deps(r) || hasTool(r) || hasSchemaOption(r)) {
			x = f.valFact(r, 0)
			keep = true
		}
		w.Results = append(w.Results, x)
	}
	if !keep {
		w.Results = nil
	} else {
		w.Handler = s.handler
	}
	if len(w.Registers) == 0 && w.Results == nil {
		return nil
	}
	return w
}

// maxFactElems bounds the collections a fact carries: a function that
// returns all the tools of a server is not a wrapper its callers build
// tools through, and every package that depends on it would pay for the
// list.
const maxFactElems = 8

// valFact encodes a val for a fact.
func (f *finder) valFact(v *val, depth int) *ValFact {
	if v == nil {
		return nil
	}
	if depth > 8 {
		return &ValFact{Kind: vUnknown, Why: "a value nested too deep"}
	}
	out := &ValFact{Kind: v.kind, Why: v.why}
	switch v.kind {
	case vConst:
		if v.c.Kind() == constant.Bool {
			b := constant.BoolVal(v.c)
			out.Bool = &b
		} else {
			out.Str = constant.StringVal(v.c)
		}
	case vParam:
		out.Param, out.Path = v.param, v.path
	case vServer:
		// The wrapper's own server: not a variable its callers can name.
		return nil
	case vTool:
		tv := v.tool
		out.Lib, out.Style, out.Type = tv.lib, tv.style, tv.ownType
		out.Roles = map[string]*ValFact{}
		for r, x := range tv.roles {
			if x != nil {
				out.Roles[roleNames[r]] = f.valFact(x, depth+1)
			}
		}
		out.Base = f.valFact(tv.base, depth+1)
		for _, o := range tv.opts {
			out.Opts = append(out.Opts, f.valFact(o, depth+1))
		}
		switch {
		case tv.decl != nil:
			out.Decl = f.position(tv.decl.Pos)
		case tv.declAt != "":
			out.Decl = tv.declAt
		}
	case vStruct:
		out.Fields = map[string]*ValFact{}
		for k, x := range v.fields {
			// Constants too: the hints of an annotations literal the
			// wrapper writes (ReadOnlyHint: &yes).
			if deps(x) || hasTool(x) || x.kind == vConst {
				out.Fields[k] = f.valFact(x, depth+1)
			}
		}
	case vSlice, vEach, vAlts, vConcat:
		if len(v.elems) > maxFactElems {
			return &ValFact{Kind: vUnknown, Why: "a collection of more than " + fmt.Sprint(maxFactElems) + " values"}
		}
		for _, e := range v.elems {
			out.Elems = append(out.Elems, f.valFact(e, depth+1))
		}
	case vOption:
		if v.opt.role != rInput || v.opt.v == nil || v.opt.v.kind != vSchemaOp {
			return &ValFact{Kind: vUnknown, Why: "an option"}
		}
		out.Role = roleNames[rInput]
		out.Elems = []*ValFact{f.valFact(v.opt.v, depth+1)}
	case vSchemaOp, vPropOpt:
		if v.typ != nil {
			return &ValFact{Kind: vUnknown, Why: "mcp.WithInputSchema[T] built in another package"}
		}
		out.Mark, out.Spread = v.mark, v.spread
		for _, e := range v.elems {
			out.Elems = append(out.Elems, f.valFact(e, depth+1))
		}
	case vSchema:
		out.Why = v.why
		for _, e := range v.elems {
			out.Elems = append(out.Elems, f.valFact(e, depth+1))
		}
	case vJSON:
		b, err := json.Marshal(v.json)
		if err != nil {
			return &ValFact{Kind: vUnknown, Why: "a value that does not marshal"}
		}
		out.JSON = b
	case vFunc:
		return &ValFact{Kind: vUnknown, Why: "a func value"}
	case vInvopop:
		return f.invopopFact(v, depth)
	}
	return out
}

// position is import/path/file.go:LINE.
func (f *finder) position(pos token.Pos) string {
	return mcptool.DeclaredAt(f.pass.Fset, f.pass.Pkg, pos)
}

// summary decodes a fact.
func (w *WrapperFact) summary() *summary {
	s := &summary{handler: w.Handler}
	for _, r := range w.Registers {
		s.regs = append(s.regs, &template{
			style: r.Style, server: r.Server.val(), tool: r.Tool.val(), handler: r.Handler.val(),
			in: tparam{idx: r.In}, out: tparam{idx: r.Out},
		})
	}
	for _, r := range w.Results {
		s.results = append(s.results, r.val())
	}
	return s
}

func (v *ValFact) val() *val {
	if v == nil {
		return nil
	}
	out := &val{kind: v.Kind, why: v.Why}
	switch v.Kind {
	case vConst:
		if v.Bool != nil {
			out.c = constant.MakeBool(*v.Bool)
		} else {
			out.c = constant.MakeString(v.Str)
		}
	case vParam:
		out.param, out.path = v.Param, v.Path
	case vTool:
		tv := &toolVal{lib: v.Lib, style: v.Style, declAt: v.Decl, base: v.Base.val(), ownType: v.Type}
		for r, name := range roleNames {
			if x, ok := v.Roles[name]; ok {
				tv.roles[r] = x.val()
			}
		}
		for _, o := range v.Opts {
			tv.opts = append(tv.opts, o.val())
		}
		out.tool = tv
	case vStruct:
		out.fields = map[string]*val{}
		for k, x := range v.Fields {
			out.fields[k] = x.val()
		}
	case vSlice, vEach, vAlts, vConcat, vSchema, vSchemaOp, vPropOpt:
		out.mark, out.spread = v.Mark, v.Spread
		for _, e := range v.Elems {
			out.elems = append(out.elems, e.val())
		}
	case vOption:
		if v.Role != roleNames[rInput] || len(v.Elems) != 1 {
			return &val{kind: vUnknown, why: "an option"}
		}
		out.opt = &option{rInput, v.Elems[0].val()}
	case vJSON:
		if json.Unmarshal(v.JSON, &out.json) != nil {
			return &val{kind: vUnknown, why: "a value that does not unmarshal"}
		}
	case vInvopop:
		return v.invopopVal()
	}
	return out
}
