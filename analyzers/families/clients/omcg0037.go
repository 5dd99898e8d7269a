package clients

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/clientprofile"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// OMCG0037 warns about mcp-go array parameters without items.
var OMCG0037 = omcg0037.Analyzer

var omcg0037 = toolpass.New(toolpass.Code{
	Code:     "OMCG0037",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{clientprofile.Analyzer},
	Run:      run0037,
})

// sliceGetters are mcp-go's CallToolRequest getters of a slice argument
// and the element type each reads.
var sliceGetters = map[string]string{
	"GetStringSlice": "string", "RequireStringSlice": "string",
	"GetIntSlice": "integer", "RequireIntSlice": "integer",
	"GetFloatSlice": "number", "RequireFloatSlice": "number",
	"GetBoolSlice": "boolean", "RequireBoolSlice": "boolean",
}

func run0037(p *toolpass.Pass) {
	sel := clientprofile.Of(p.Pass.Pass).Clients
	openai, gemini, copilot := sel.Has(clientprofile.OpenAI), sel.Has(clientprofile.Gemini), sel.Has(clientprofile.Copilot)
	if !openai && !gemini && !copilot {
		return
	}
	var refusals []string
	if openai {
		refusals = append(refusals, `OpenAI-compatible clients reject the whole tool list ("array schema missing items")`)
	}
	if gemini {
		refusals = append(refusals, `Gemini fails every request that carries the tool ("parameters.properties[…].items: missing field")`)
	}
	if copilot {
		refusals = append(refusals, `VS Code's Copilot refuses the tool ("tool parameters array type must have items")`)
	}
	type spot struct {
		pos  token.Pos
		path string
	}
	reported := map[spot]bool{}
	for _, t := range tools(p) {
		if t.MCPGo == nil || t.InputSchemaJSON == nil {
			continue
		}
		root, _ := decode(t.InputSchemaJSON).(map[string]any)
		if root == nil {
			continue
		}
		// The option that wrote each parameter: the last of its name.
		last := map[string]mcptool.MCPGoProperty{}
		for _, prop := range t.MCPGo.Properties {
			last[prop.Name] = prop
		}
		walk(root, nil, func(path []string, s map[string]any) {
			if len(path) == 0 || s["type"] != "array" {
				return
			}
			if _, ok := s["items"]; ok {
				return
			}
			// At the option that writes the parameter the array is in,
			// else (a raw schema, an option of another package) at the
			// tool.
			at := declSpan(t)
			prop, ok := last[path[0]]
			if ok && prop.Call != nil {
				at = [2]token.Pos{prop.Call.Pos(), prop.Call.End()}
			}
			k := spot{at[0], strings.Join(path, ".")}
			if reported[k] {
				return
			}
			reported[k] = true
			what := "array parameter " + strconv.Quote(path[0])
			if len(path) > 1 {
				what = "array property " + strconv.Quote(strings.Join(path, ".")) + " of parameter " + strconv.Quote(path[0])
			}
			msg := toolName(t) + ": " + what + " has no items schema: " + strings.Join(refusals, ", ") + "; Anthropic accepts it"
			var fixes []analysis.SuggestedFix
			if len(path) == 1 && ok && prop.Call != nil && prop.Func == "WithArray" {
				if elem := elementType(p, t, prop.Name); elem != "" {
					if fix, ok := itemsFix(p, prop.Call, elem); ok {
						fixes = fix
						msg += " (the handler reads " + elem + "s: add mcp.Items with that type)"
					}
				}
			}
			if fixes == nil {
				msg += " (add mcp.Items(…) or an item option such as mcp.WithStringItems())"
			}
			p.Report(at[0], at[1], fixes, "%s", msg)
		})
	}
}

// elementType is the element type the tool's handlers read the array
// parameter name as, with mcp-go's typed getters: "" when no handler of
// this package reads it so, or two read it differently.
func elementType(p *toolpass.Pass, t *mcptool.Tool, name string) string {
	found := ""
	for _, body := range handlerBodies(p, t) {
		ast.Inspect(body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			fn, ok := typeutil.Callee(p.TypesInfo, call).(*types.Func)
			if !ok || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.MarkMCPPath {
				return true
			}
			elem, ok := sliceGetters[fn.Name()]
			if !ok {
				return true
			}
			if c := p.TypesInfo.Types[call.Args[0]].Value; c == nil || c.Kind() != constant.String || constant.StringVal(c) != name {
				return true
			}
			switch found {
			case "":
				found = elem
			case elem:
			default:
				found = "-"
			}
			return true
		})
	}
	if found == "-" {
		return ""
	}
	return found
}

// handlerBodies are the bodies of the handlers a tool is registered
// with in this package: a func literal, or a function of the package
// named by the handler argument of (*server.MCPServer).AddTool.
func handlerBodies(p *toolpass.Pass, t *mcptool.Tool) []*ast.BlockStmt {
	var handlers []ast.Expr
	if t.Handler != nil {
		handlers = append(handlers, t.Handler)
	}
	for _, r := range t.Registrations {
		if r.Via == nil && len(r.Call.Args) == 2 {
			handlers = append(handlers, r.Call.Args[1])
		}
	}
	var out []*ast.BlockStmt
	for _, h := range handlers {
		switch h := ast.Unparen(h).(type) {
		case *ast.FuncLit:
			out = append(out, h.Body)
		case *ast.Ident, *ast.SelectorExpr:
			var id *ast.Ident
			if sel, ok := h.(*ast.SelectorExpr); ok {
				id = sel.Sel
			} else {
				id = h.(*ast.Ident)
			}
			fn, ok := p.TypesInfo.Uses[id].(*types.Func)
			if !ok || fn.Pkg() != p.Pkg {
				continue
			}
			if d := funcDecl(p, fn); d != nil && d.Body != nil {
				out = append(out, d.Body)
			}
		}
	}
	return out
}

// funcDecl is the declaration of a function of the package.
func funcDecl(p *toolpass.Pass, fn *types.Func) *ast.FuncDecl {
	for _, f := range p.Files {
		if fn.Pos() < f.Pos() || fn.Pos() >= f.End() {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Pos() == fn.Pos() {
				return fd
			}
		}
	}
	return nil
}

// itemsFix adds mcp.Items(map[string]any{"type": elem}) as the last
// option of the WithArray call, qualified as the call is (a spread
// option list takes nothing after it: no fix then).
func itemsFix(p *toolpass.Pass, call *ast.CallExpr, elem string) ([]analysis.SuggestedFix, bool) {
	if call.Ellipsis.IsValid() || len(call.Args) == 0 {
		return nil, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, false
	}
	qual, ok := sel.X.(*ast.Ident)
	if !ok {
		return nil, false
	}
	if _, ok := p.TypesInfo.Uses[qual].(*types.PkgName); !ok {
		return nil, false
	}
	// After the last argument, not before the parenthesis: a call split
	// over lines ends with a comma.
	at := call.Args[len(call.Args)-1].End()
	text := ", " + qual.Name + `.Items(map[string]any{"type": "` + elem + `"})`
	return []analysis.SuggestedFix{{
		Message:   "Add mcp.Items with the element type the handler reads (" + elem + ")",
		TextEdits: []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(text)}},
	}}, true
}
