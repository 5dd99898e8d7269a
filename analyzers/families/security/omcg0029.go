package security

import (
	"cmp"
	"go/ast"
	"go/printer"
	"go/types"
	"go/version"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0029 reports a tool argument that can leave the base folder the
// code joins it to.
var OMCG0029 = omcg0029.Analyzer

var omcg0029 = toolpass.New(toolpass.Code{
	Code:     "OMCG0029",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		// A path under a base folder the code chose; or a whole path
		// behind a containment check a value of the model's passes. A
		// path the code puts under a folder on one way and takes whole on
		// another, as the model's value picks (a relative path resolved
		// against a root, an absolute one as it is; C:\x turned into
		// /mnt/c/x, any other left alone), reaches any file by design:
		// the folder confines nothing there.
		joined := func(fl valueflow.Flow) bool {
			return fl.Fixed && !fl.Bare && !fl.Absolute || len(fl.Bypass) > 0 && fl.Bypass[0].Whole
		}
		vf, srcs := allSources(p)
		fs := findingsIn(vf, srcs, valueflow.Path, joined)
		report(p, fs, func(f finding) string {
			if by := f.passes(); by != "" {
				if !f.flow.Fixed {
					return f.who() + " can leave the folder its check allows: " + by + ": " +
						f.path(p.Pkg) + "; " + f.flow.Bypass[0].Advice
				}
				return f.who() + " can leave the base folder its path is joined to: " + by + ": " +
					f.path(p.Pkg) + "; check filepath.IsLocal before joining it, or open it in an os.Root"
			}
			return f.who() + " can leave the base folder its path is joined to (with \"..\"): " +
				f.path(p.Pkg) + "; check filepath.IsLocal before joining it, or open it in an os.Root"
		}, func(f finding, call *ast.CallExpr) []analysis.SuggestedFix {
			if !f.flow.Fixed {
				return nil // a whole path: the folder is the check's, not the call's
			}
			return rootFix(p, f, call)
		})
		// A whole path in a server whose other inputs are held to a
		// folder: those checks say what the server means to allow, and
		// this input reaches the file system without one.
		checks := folderChecks(srcs)
		if len(checks) == 0 {
			return
		}
		whole := findingsIn(vf, srcs, valueflow.Path, func(fl valueflow.Flow) bool { return !joined(fl) })
		var unchecked []finding
		for _, f := range whole {
			if c, ok := checkBeside(checks, f); ok {
				f.beside = c
				unchecked = append(unchecked, f)
			}
		}
		report(p, unchecked, func(f finding) string {
			return f.who() + " reaches " + sinkIn(f.flow.Sink, f.flow.Path[len(f.flow.Path)-1], p.Pkg) +
				" without the folder check the server makes on " + f.beside + ": " + f.path(p.Pkg) +
				"; check it as the server checks " + f.beside
		}, nil)
	},
})

// folderChecks are the inputs of the package's offers that a check holds
// to a folder before the handler goes on (valueflow.Func.FolderChecked),
// each as the message names it: `"path" of tool "read_file"`, in the
// order of their offers' names.
func folderChecks(srcs []source) []checkedInput {
	var out []checkedInput
	for _, s := range srcs {
		for _, field := range s.fn.FolderChecked(s.param) {
			if _, name, ok := s.input(valueflow.Flow{Field: field, Kind: valueflow.Path}); ok {
				out = append(out, checkedInput{offer: s.offer, input: name})
			}
		}
	}
	// By name, not by position: the first is the same whichever driver
	// gave the offers (the editor's engine and the checker agree).
	slices.SortFunc(out, func(a, b checkedInput) int {
		return cmp.Or(cmp.Compare(a.name, b.name), cmp.Compare(a.input, b.input), cmp.Compare(a.kind, b.kind))
	})
	return out
}

// checkedInput is an input of an offer that a check holds to a folder.
type checkedInput struct {
	offer
	input string
}

// checkBeside is the check of another input than f's, named for the
// message: one of f's own offer first (a move that checks its source and
// not its destination), else the first of the server's; false when there
// is none.
func checkBeside(checks []checkedInput, f finding) (string, bool) {
	for _, own := range []bool{true, false} {
		for _, c := range checks {
			same := c.kind == f.kind && c.name == f.name
			if same != own || same && c.input == f.arg {
				continue
			}
			return quote(c.input) + " of " + c.kind.String() + " " + quote(c.name), true
		}
	}
	return "", false
}

// rootReads are the reads whose path, filepath.Join(base, name), an
// os.Root of base opens the same for a name that stays inside it: the
// method of os.Root, its results and the Go version that has it.
var rootReads = map[string]struct{ method, results, since string }{
	"ReadFile": {"ReadFile", "[]byte, error", "go1.25"},
	"Open":     {"Open", "*os.File, error", "go1.24"},
}

// rootFix opens the file in an os.Root of the base folder instead of
// joining the argument to it, where that is mechanical: the sink is
// os.ReadFile or os.Open, here, of filepath.Join(base, name) with two
// elements. For a name inside the base it reads the same file; "..", an
// absolute name or a symlink out of the base is an error instead. The
// root is closed once the file is read or opened (an open file outlives
// its root).
func rootFix(p *toolpass.Pass, f finding, call *ast.CallExpr) []analysis.SuggestedFix {
	if f.flow.Arg != 0 || len(call.Args) < 1 || call.Ellipsis.IsValid() {
		return nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	fn, ok := typeutil.Callee(p.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "os" {
		return nil
	}
	read, ok := rootReads[fn.Name()]
	if !ok || version.Compare(p.Pkg.GoVersion(), read.since) < 0 {
		return nil
	}
	join, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	if !ok || len(join.Args) != 2 || join.Ellipsis.IsValid() {
		return nil
	}
	if j, ok := typeutil.Callee(p.TypesInfo, join).(*types.Func); !ok || j.Pkg() == nil || j.Pkg().Path() != "path/filepath" || j.Name() != "Join" {
		return nil
	}
	base, name := join.Args[0], join.Args[1]
	// name is read where root and err are declared: a name of its own
	// spelled so would mean another variable.
	clash := false
	ast.Inspect(name, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && (id.Name == "root" || id.Name == "err") {
			clash = true
		}
		return !clash
	})
	if clash {
		return nil
	}
	src := func(e ast.Expr) string {
		var b strings.Builder
		printer.Fprint(&b, p.Fset, e)
		return b.String()
	}
	osName := src(sel.X)
	results := strings.ReplaceAll(read.results, "os.", osName+".")
	text := "func() (" + results + ") {\n" +
		"\troot, err := " + osName + ".OpenRoot(" + src(base) + ")\n" +
		"\tif err != nil {\n\t\treturn nil, err\n\t}\n" +
		"\tdefer root.Close()\n" +
		"\treturn root." + read.method + "(" + src(name) + ")\n" +
		"}()"
	fix := analyzerutil.Replace("Open "+quote(f.arg)+" in an os.Root of the base folder", call.Pos(), call.End(), text)
	// The join was the file's last use of path/filepath: its import goes
	// too, or the package no longer builds.
	var removed []*ast.Ident
	ast.Inspect(call, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			removed = append(removed, id)
		}
		return true
	})
	var kept []*ast.Ident // the base and the name are written again
	for _, e := range []ast.Expr{base, name} {
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				kept = append(kept, id)
			}
			return true
		})
	}
	removed = slices.DeleteFunc(removed, func(id *ast.Ident) bool { return slices.Contains(kept, id) })
	fix[0].TextEdits = append(fix[0].TextEdits, analyzerutil.DropImportIfUnused(p.TypesInfo, p.Files, call.Pos(), "path/filepath", removed)...)
	return fix
}
