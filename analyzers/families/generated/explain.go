package generated

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"strconv"
	"strings"
)

// Explain says how a generated file's content have differs from the
// content want that gen writes now, in a few words for a diagnostic: the
// tools whose registration is missing, gone or changed, else what else
// differs. want is nil when the package needs no generated file.
func Explain(have, want []byte) string {
	if want == nil {
		return "no tool of this package needs it any more"
	}
	if !HasHeader(have) {
		return "it was not written by mcpvet gen"
	}
	if oldContract(have) {
		return "it was written by an older mcpvet gen for the runtime.Register contract"
	}
	h, errH := summarize(have)
	w, errW := summarize(want)
	if errH != nil || errW != nil {
		return "it differs from what mcpvet gen writes now"
	}
	var reasons []string
	for _, name := range w.order {
		ht, ok := h.tools[name]
		wt := w.tools[name]
		switch {
		case !ok:
			reasons = append(reasons, "tool "+strconv.Quote(name)+" is not registered")
		case ht.input != wt.input:
			reasons = append(reasons, "the input schema of tool "+strconv.Quote(name)+" changed")
		case ht.output != wt.output:
			reasons = append(reasons, "the output schema of tool "+strconv.Quote(name)+" changed")
		case ht.rest != wt.rest:
			reasons = append(reasons, "the registration of tool "+strconv.Quote(name)+" changed")
		}
	}
	for _, name := range h.order {
		if _, ok := w.tools[name]; !ok {
			reasons = append(reasons, "it registers tool "+strconv.Quote(name)+", which is no longer declared")
		}
	}
	for _, key := range w.offerOrder {
		switch hv, ok := h.offers[key]; {
		case !ok:
			reasons = append(reasons, key+" is not registered")
		case hv != w.offers[key]:
			reasons = append(reasons, "the registration of "+key+" changed")
		}
	}
	for _, key := range h.offerOrder {
		if _, ok := w.offers[key]; !ok {
			reasons = append(reasons, "it registers "+key+", which is no longer declared")
		}
	}
	if len(reasons) == 0 && h.facts != w.facts {
		reasons = append(reasons, "the type facts (doc comments, enum values) changed")
	}
	if len(reasons) == 0 {
		return "it differs from what mcpvet gen writes now"
	}
	const most = 3
	if len(reasons) > most {
		reasons = append(reasons[:most], fmt.Sprintf("and %d more", len(reasons)-most))
	}
	return strings.Join(reasons, "; ")
}

// oldContract reports whether a generated file calls what generated code
// calls through package runtime (runtime.Register, runtime.RegisterFacts,
// runtime.RegisterRoutes, ...), as mcpvet gen wrote it before that
// contract moved to runtime/mcpvetimpl. Such a file no longer compiles;
// every registration in it differs, and one reason says it better.
func oldContract(src []byte) bool {
	f, err := parser.ParseFile(token.NewFileSet(), FileName, src, parser.SkipObjectResolution)
	if err != nil {
		return false
	}
	name := ""
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == runtimePath {
			name = "runtime"
			if imp.Name != nil {
				name = imp.Name.Name
			}
		}
	}
	if name == "" {
		return false
	}
	old := false
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == name {
				switch sel.Sel.Name {
				case "Register", "RegisterFacts", "RegisterRoutes", "GeneratedTool", "RouteTool", "DecodeArguments":
					old = true
				}
			}
		}
		return !old
	})
	return old
}

// summary is what a generated file registers.
type summary struct {
	order []string
	tools map[string]toolSummary
	facts string
	// offerOrder and offers are the resources, templates and prompts, by
	// a key that names them ("resource config://settings", "prompt
	// \"ask\""), each with its registration printed.
	offerOrder []string
	offers     map[string]string
}

type toolSummary struct {
	input, output string
	// rest is the whole registration, printed.
	rest string
}

// summarize reads the registrations of a generated file: every
// GeneratedTool and RouteTool literal, by the Name of its Tool.
func summarize(src []byte) (*summary, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, FileName, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	s := &summary{tools: map[string]toolSummary{}, offers: map[string]string{}}
	print := func(n ast.Node) string {
		var b bytes.Buffer
		printer.Fprint(&b, fset, n)
		return b.String()
	}
	// add records one GeneratedTool or RouteTool literal.
	add := func(n *ast.CompositeLit) {
		var name string
		var ts toolSummary
		for _, e := range n.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			switch key, _ := kv.Key.(*ast.Ident); {
			case key == nil:
			case key.Name == "Tool":
				name = toolName(kv.Value)
			case key.Name == "Input":
				ts.input = print(kv.Value)
			case key.Name == "Output":
				ts.output = print(kv.Value)
			}
		}
		ts.rest = print(n)
		if _, dup := s.tools[name]; !dup {
			s.order = append(s.order, name)
		}
		s.tools[name] = ts
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "RegisterFacts" && len(n.Args) == 1 {
				s.facts = print(n.Args[0])
			}
		case *ast.CompositeLit:
			switch t := n.Type.(type) {
			case *ast.SelectorExpr:
				if key := offerKey(n); key != "" {
					if _, dup := s.offers[key]; !dup {
						s.offerOrder = append(s.offerOrder, key)
					}
					s.offers[key] = print(n)
					return false
				}
				if t.Sel.Name != "GeneratedTool" && t.Sel.Name != "RouteTool" {
					return true
				}
				add(n)
				return false
			case *ast.ArrayType:
				// RouteTools's []runtime.RouteTool{{...}, ...}
				if sel, ok := t.Elt.(*ast.SelectorExpr); ok && sel.Sel.Name == "RouteTool" {
					for _, e := range n.Elts {
						if lit, ok := e.(*ast.CompositeLit); ok {
							add(lit)
						}
					}
					return false
				}
			}
		}
		return true
	})
	return s, nil
}

// offerKey names the resource, template or prompt a mcpvetimpl.Resource
// or mcpvetimpl.Prompt literal registers (one with a Read or Get field),
// "" for any other literal.
func offerKey(lit *ast.CompositeLit) string {
	fields := map[string]ast.Expr{}
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok {
				fields[k.Name] = kv.Value
			}
		}
	}
	if fields["Read"] == nil && fields["Get"] == nil {
		return ""
	}
	for _, f := range []struct{ field, key, what string }{
		{"Resource", "URI", "resource "},
		{"Template", "URITemplate", "resource template "},
		{"Prompt", "Name", "prompt "},
	} {
		if e := fields[f.field]; e != nil {
			if v := stringField(e, f.key); v != "" {
				if f.field == "Prompt" {
					v = strconv.Quote(v)
				}
				return f.what + v
			}
		}
	}
	return ""
}

// toolName reads Name from &mcp.Tool{Name: "..."}.
func toolName(e ast.Expr) string { return stringField(e, "Name") }

// stringField reads the string field key of &T{key: "..."}.
func stringField(e ast.Expr, key string) string {
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = u.X
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return ""
	}
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == key {
				if b, ok := kv.Value.(*ast.BasicLit); ok {
					if s, err := strconv.Unquote(b.Value); err == nil {
						return s
					}
				}
			}
		}
	}
	return ""
}
