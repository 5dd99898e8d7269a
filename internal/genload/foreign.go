package genload

import (
	"fmt"
	"go/types"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// Foreign is a tool a listed package registers that is built in a package
// Load was not asked for: a library of tools in another module (an
// mcp-go server registering tools.Search() from a dependency), or another
// package of the module outside the patterns. mcpfacts follows the tool
// into the registration by a fact, which says where it is declared; the
// tool itself, with its schemas and problems, is in the result of the
// declaring package, which Load analyzes as a root for that (foreignRoots).
type Foreign struct {
	// Reg is the registration in the listed package.
	Reg *mcptool.Registration
	// Pkg is the package that declares the tool, Tool the tool; both nil
	// when mcpvet has no result for it, and Why says why.
	Pkg  *Package
	Tool *mcptool.Tool
	Why  string
}

// libraryPaths are the module paths whose packages declare no tools of a
// server: the SDKs, and mcpvet's runtime.
var libraryPaths = []string{"github.com/mark3labs/mcp-go", "github.com/modelcontextprotocol/go-sdk", "github.com/mcpvet/mcpvet"}

// foreignRoots are the packages that the matched ones import, directly or
// not, that can build tools: they import a package of an MCP library
// themselves. They
// are analyzed as roots, so that the tools the matched packages register
// from them can be listed. The libraries' own packages are left out.
func foreignRoots(sound []*packages.Package) []*packages.Package {
	matched := map[*packages.Package]bool{}
	for _, p := range sound {
		matched[p] = true
	}
	var out []*packages.Package
	packages.Visit(sound, nil, func(p *packages.Package) {
		if matched[p] || len(p.Errors) > 0 || p.Types == nil || isLibrary(p.PkgPath) {
			return
		}
		for imp := range p.Imports {
			if isLibrary(imp) {
				out = append(out, p)
				return
			}
		}
	})
	return out
}

func isLibrary(pkgPath string) bool {
	for _, m := range libraryPaths {
		if pkgPath == m || strings.HasPrefix(pkgPath, m+"/") {
			return true
		}
	}
	return false
}

// foreignTools are the tools p registers that are declared in a package
// pkgs does not hold, found in others (the results of foreignRoots) or
// said to be unfollowed. A registration only tests reach is left out, as
// the tools of such a function are (mcpfacts.Tool.Shipped).
func foreignTools(p *Package, pkgs []*packages.Package, others map[string]*Package) []*Foreign {
	if p.Result == nil {
		return nil
	}
	listed := map[string]bool{}
	for _, lp := range pkgs {
		listed[lp.PkgPath] = true
	}
	var reached map[*types.Func]bool
	var out []*Foreign
	for _, r := range p.Result.Registrations {
		if r.Tool != nil || r.DeclaredAt == "" || filepath.Base(p.Fset.Position(r.Call.Pos()).Filename) == FileName {
			continue
		}
		if r.Enclosing != nil {
			if reached == nil {
				reached = mcptool.ReachedFuncs(p.syntax, p.Fset, p.info, p.types)
			}
			if !reached[r.Enclosing.Origin()] {
				continue
			}
		}
		pkgPath, file, line := splitDeclaredAt(r.DeclaredAt)
		if listed[pkgPath] {
			continue // listed with its own package
		}
		f := &Foreign{Reg: r}
		if o := others[pkgPath]; o != nil && o.Result != nil {
			f.Pkg, f.Tool = o, toolAt(o, file, line)
		}
		if f.Tool == nil {
			name := "a tool"
			if r.NameKnown {
				name = "the tool " + strconv.Quote(r.Name)
			}
			f.Pkg = nil
			f.Why = fmt.Sprintf("%s is built in %s (%s), which mcpvet did not analyze (it does not load, or imports no MCP library itself)", name, pkgPath, path.Base(r.DeclaredAt))
		}
		out = append(out, f)
	}
	return out
}

// splitDeclaredAt splits mcpfacts' import/path/file.go:LINE.
func splitDeclaredAt(at string) (pkgPath, file string, line int) {
	i := strings.LastIndexByte(at, ':')
	if i < 0 {
		return "", "", 0
	}
	line, _ = strconv.Atoi(at[i+1:])
	return path.Dir(at[:i]), path.Base(at[:i]), line
}

// toolAt is the tool o declares at file:line, nil if none.
func toolAt(o *Package, file string, line int) *mcptool.Tool {
	for _, t := range o.Result.Tools {
		pos := o.Fset.Position(t.Pos)
		if filepath.Base(pos.Filename) == file && pos.Line == line {
			return t
		}
	}
	return nil
}
