package apifacts

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

// Mode mirrors runtime.Mode.
type Mode int

const (
	SelectedOnly Mode = iota
	AllExceptExcluded
)

func (m Mode) String() string {
	if m == AllExceptExcluded {
		return "AllExceptExcluded"
	}
	return "SelectedOnly"
}

// Config is a package-level runtime.Exposure variable, read statically.
type Config struct {
	Var  *types.Var
	Name *ast.Ident
	// Value is the declared value (nil for a zero config).
	Value ast.Expr
	Mode  Mode
	// Include and Exclude are the entries as read.
	Include, Exclude []*Entry
	// Format is the naming format in use ("" for the default);
	// TrimSuffixes the suffixes trimmed from names.
	Format       string
	TrimSuffixes []string
	// Fallback is set when the mode or a list could not be read as
	// written, so mcpvet uses a fallback rather than the author's intent.
	Fallback bool
}

// Entry is one Include or Exclude string.
type Entry struct {
	Value string
	// List is "Include" or "Exclude"; Index the position in it.
	List  string
	Index int
	Expr  ast.Expr
	// Lit is the string literal, when the entry is one (a fix edits it).
	Lit *ast.BasicLit
	// Routes are the routes the entry names.
	Routes []*Route
}

func (e *Entry) String() string { return fmt.Sprintf("%s[%d] %q", e.List, e.Index, e.Value) }

// Placeholders are the names a Naming.Format may use.
var Placeholders = []string{"{Receiver}", "{Func}", "{Method}"}

// readConfigs finds the package-level runtime.Exposure variables.
func (a *analyzer) readConfigs(res *Result) {
	info := a.pass.TypesInfo
	for _, file := range a.pass.Files {
		if passutil.InTestFile(a.pass.Fset, file.Pos()) {
			continue
		}
		for _, d := range file.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				vs, ok := spec.(*ast.ValueSpec)
				if !ok {
					continue
				}
				for i, name := range vs.Names {
					v, ok := info.Defs[name].(*types.Var)
					if !ok || !isExposure(v.Type()) {
						continue
					}
					cfg := &Config{Var: v, Name: name}
					switch {
					case len(vs.Values) == len(vs.Names):
						cfg.Value = vs.Values[i]
						a.readConfig(res, cfg, vs.Values[i])
					case len(vs.Values) == 0:
						// The zero config: SelectedOnly, nothing included.
					default:
						a.problem(res, vs.Values[0], "the runtime.Exposure config %s is set from a call with several results, which mcpvet cannot read; it falls back to the default (SelectedOnly with an empty Include: only //mcp:expose handlers become tools)", name.Name)
						cfg.Fallback = true
					}
					res.Configs = append(res.Configs, cfg)
				}
			}
		}
	}
	if len(res.Configs) == 0 {
		return
	}
	res.Config = res.Configs[0]
	first := res.Configs[0]
	for _, c := range res.Configs[1:] {
		a.problem(res, c.Name, "a second runtime.Exposure config, %s, in this package: mcpvet reads only the first, %s, and ignores this one; keep one config per package",
			c.Name.Name, first.Name.Name)
	}
	a.configWrites(res)
}

func isExposure(t types.Type) bool {
	return routes.Is(t, RuntimePath, "Exposure") || routes.IsPtrTo(t, RuntimePath, "Exposure")
}

func (a *analyzer) problem(res *Result, at ast.Node, format string, args ...any) {
	res.ConfigProblems = append(res.ConfigProblems, Problem{Pos: at.Pos(), End: at.End(), Message: fmt.Sprintf(format, args...)})
}

const defaultFallback = "the default (SelectedOnly with an empty Include: only //mcp:expose handlers become tools)"

func (a *analyzer) readConfig(res *Result, cfg *Config, value ast.Expr) {
	e := ast.Unparen(value)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		a.problem(res, value, "the runtime.Exposure config %s is not a composite literal (%s): mcpvet cannot read it and falls back to %s; write it as runtime.Exposure{...} with constant fields",
			cfg.Name.Name, types.ExprString(value), defaultFallback)
		cfg.Fallback = true
		return
	}
	st := structOf(a.pass.TypesInfo.TypeOf(lit))
	for i, elt := range lit.Elts {
		field, val := fieldOf(st, i, elt)
		switch field {
		case "Mode":
			a.readMode(res, cfg, val)
		case "Include":
			cfg.Include = a.readList(res, cfg, "Include", val, true)
		case "Exclude":
			cfg.Exclude = a.readList(res, cfg, "Exclude", val, true)
		case "Naming":
			a.readNaming(res, cfg, val)
		}
	}
}

// fieldOf names the field a composite literal element sets.
func fieldOf(st *types.Struct, i int, elt ast.Expr) (string, ast.Expr) {
	if kv, ok := elt.(*ast.KeyValueExpr); ok {
		if id, ok := kv.Key.(*ast.Ident); ok {
			return id.Name, kv.Value
		}
		return "", kv.Value
	}
	if st != nil && i < st.NumFields() {
		return st.Field(i).Name(), elt
	}
	return "", elt
}

func (a *analyzer) readMode(res *Result, cfg *Config, e ast.Expr) {
	tv, ok := a.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		a.problem(res, e, "Mode %s is not a compile-time constant: mcpvet falls back to SelectedOnly with the Include list; use runtime.SelectedOnly or runtime.AllExceptExcluded", types.ExprString(e))
		cfg.Fallback = true
		return
	}
	n, exact := constant.Int64Val(tv.Value)
	switch {
	case exact && n == int64(SelectedOnly):
		cfg.Mode = SelectedOnly
	case exact && n == int64(AllExceptExcluded):
		cfg.Mode = AllExceptExcluded
	default:
		a.problem(res, e, "unknown mode %s (%s): mcpvet falls back to SelectedOnly with the Include list; use runtime.SelectedOnly or runtime.AllExceptExcluded", types.ExprString(e), tv.Value.ExactString())
		cfg.Fallback = true
	}
}

// readList reads a []string literal of constants.
func (a *analyzer) readList(res *Result, cfg *Config, list string, e ast.Expr, entries bool) []*Entry {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok && id.Name == "nil" {
		if _, isNil := a.pass.TypesInfo.Uses[id].(*types.Nil); isNil {
			return nil
		}
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		fallback := "an empty list"
		if list == "Include" || list == "Exclude" {
			cfg.Fallback = true
		}
		a.problem(res, e, "%s is not a []string literal (%s): mcpvet cannot read it and falls back to %s; list the entries as string constants", list, types.ExprString(e), fallback)
		return nil
	}
	var out []*Entry
	for i, elt := range lit.Elts {
		val := elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			val = kv.Value
		}
		s, ok := constString(a.pass.TypesInfo, val)
		if !ok {
			if entries {
				cfg.Fallback = true
			}
			a.problem(res, val, "%s[%d] (%s) is not a compile-time constant: mcpvet ignores the entry; use a string literal or constant", list, i, types.ExprString(val))
			continue
		}
		en := &Entry{Value: s, List: list, Index: i, Expr: val}
		if bl, ok := ast.Unparen(val).(*ast.BasicLit); ok && bl.Kind == token.STRING {
			en.Lit = bl
		}
		out = append(out, en)
	}
	return out
}

func (a *analyzer) readNaming(res *Result, cfg *Config, e ast.Expr) {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		a.problem(res, e, "Naming is not a runtime.Naming literal (%s): mcpvet cannot read it and falls back to the default naming ({Receiver}_{Func}, or {Func} for a plain function)", types.ExprString(e))
		return
	}
	st := structOf(a.pass.TypesInfo.TypeOf(lit))
	for i, elt := range lit.Elts {
		field, val := fieldOf(st, i, elt)
		switch field {
		case "Format":
			s, ok := constString(a.pass.TypesInfo, val)
			if !ok {
				a.problem(res, val, "Naming.Format %s is not a compile-time constant: mcpvet falls back to the default format ({Receiver}_{Func}, or {Func} for a plain function)", types.ExprString(val))
				continue
			}
			if why := checkFormat(s); why != "" {
				a.problem(res, val, "Naming.Format %s %s: mcpvet falls back to the default format ({Receiver}_{Func}, or {Func} for a plain function)", strconv.Quote(s), why)
				continue
			}
			cfg.Format = s
		case "TrimSuffixes":
			for _, en := range a.readList(res, cfg, "Naming.TrimSuffixes", val, false) {
				cfg.TrimSuffixes = append(cfg.TrimSuffixes, en.Value)
			}
		}
	}
}

// checkFormat says what is wrong with a naming format ("" if nothing).
func checkFormat(f string) string {
	if f == "" {
		return ""
	}
	found := false
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case '{':
			j := strings.IndexByte(f[i:], '}')
			if j < 0 {
				return "has a '{' that is never closed"
			}
			ph := f[i : i+j+1]
			known := false
			for _, p := range Placeholders {
				known = known || p == ph
			}
			if !known {
				msg := "uses the unknown placeholder " + ph
				names := make([]string, len(Placeholders))
				for k, p := range Placeholders {
					names[k] = strings.Trim(p, "{}")
				}
				if near := nearPlaceholder(strings.Trim(ph, "{}"), names); near != "" {
					msg += " (did you mean {" + near + "}?)"
				} else {
					msg += " (known: " + strings.Join(Placeholders, ", ") + ")"
				}
				return msg
			}
			found = true
			i += j
		case '}':
			return "has a '}' without a '{'"
		}
	}
	if !found {
		return "has no placeholder, so every route tool would get the same name (use " + strings.Join(Placeholders, ", ") + ")"
	}
	return ""
}

// configWrites reports assignments to a config after its declaration: the
// runtime reads the changed value, mcpvet the declared one.
func (a *analyzer) configWrites(res *Result) {
	info := a.pass.TypesInfo
	isConfig := func(e ast.Expr) *Config {
		for {
			switch x := ast.Unparen(e).(type) {
			case *ast.SelectorExpr:
				e = x.X
				continue
			case *ast.IndexExpr:
				e = x.X
				continue
			case *ast.StarExpr:
				e = x.X
				continue
			case *ast.Ident:
				for _, c := range res.Configs {
					if info.Uses[x] == c.Var {
						return c
					}
				}
			}
			return nil
		}
	}
	for _, file := range a.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			var lhs []ast.Expr
			switch n := n.(type) {
			case *ast.AssignStmt:
				lhs = n.Lhs
			case *ast.IncDecStmt:
				lhs = []ast.Expr{n.X}
			}
			for _, l := range lhs {
				if c := isConfig(l); c != nil {
					a.problem(res, l, "the config %s is changed here, at run time; mcpvet reads only its declaration, so the tools it checks may not be the ones served: put every setting in the declaration", c.Name.Name)
				}
			}
			return true
		})
	}
}

// nearPlaceholder is the placeholder name an unknown one is a typo or an
// abbreviation of ({Recv} for {Receiver}).
func nearPlaceholder(s string, names []string) string {
	if near := directive.Nearest(s, names); near != "" {
		return near
	}
	if len(s) < 3 {
		return ""
	}
	for _, n := range names {
		if subsequence(strings.ToLower(s), strings.ToLower(n)) {
			return n
		}
	}
	return ""
}

// subsequence reports whether the letters of s appear in n in order, the
// first ones matching.
func subsequence(s, n string) bool {
	if s == "" || n == "" || s[0] != n[0] {
		return false
	}
	j := 0
	for i := 0; i < len(n) && j < len(s); i++ {
		if n[i] == s[j] {
			j++
		}
	}
	return j == len(s)
}

func structOf(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}
