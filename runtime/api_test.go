package runtime_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestUserAPI: the package exports what an app's own code calls, and only
// that. What only generated code calls is package mcpvetimpl; a name added
// here is an API people will rely on.
func TestUserAPI(t *testing.T) {
	want := []string{
		// Registering and serving tools.
		"AddTool", "Tool", "Elicit", "Sample", "ListRoots", "InputRequired", "ToolError", "ArgumentError", "ServeStdio", "HTTPHandler",
		// Exposing HTTP routes as tools.
		"Exposure", "Mode", "SelectedOnly", "AllExceptExcluded", "Naming",
		"APIOptions", "Scope", "ScopeRead", "ScopeWrite", "ScopeDelete", "TokenScopes",
		"LoopPrevention", "InternalCallHeader",
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.IsExported() {
					got = append(got, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if s.Name.IsExported() {
							got = append(got, s.Name.Name)
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.IsExported() {
								got = append(got, n.Name)
							}
						}
					}
				}
			}
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("runtime exports\n\t%v\nwant\n\t%v", got, want)
	}
}
