package knowledge_test

import (
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestFuncsAgainstLibraries holds every entry of the table against the
// library it names, loaded from the fixture module's requirements (types
// only): the key must be the FullName of a function that exists, and each
// argument's role must fit the parameter's type. A misspelt key would
// otherwise match no call, silently.
func TestFuncsAgainstLibraries(t *testing.T) {
	byPath := map[string]bool{}
	for key := range knowledge.Funcs() {
		byPath[knowledge.Package(key)] = true
	}
	paths := slices.Sorted(func(yield func(string) bool) {
		for p := range byPath {
			if !yield(p) {
				return
			}
		}
	})
	// A library too big to load with every fixture is read in its own
	// fixture module.
	byDir := map[string][]string{}
	for _, p := range paths {
		byDir[fixturetest.LibraryModules[p]] = append(byDir[fixturetest.LibraryModules[p]], p)
	}
	loaded := map[string]*types.Package{}
	for sub, paths := range byDir {
		dir := filepath.Join(fixturetest.Dir(t), sub)
		if sub != "" {
			dir = fixturemod.Use(t, dir)
		}
		pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: dir, Env: append(os.Environ(), "GOWORK=off")}, paths...)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pkgs {
			for _, e := range p.Errors {
				t.Errorf("%s: %v", p.PkgPath, e)
			}
			loaded[p.PkgPath] = p.Types
		}
	}
	for key, f := range knowledge.Funcs() {
		pkg := loaded[knowledge.Package(key)]
		if pkg == nil {
			t.Errorf("%s: package %s not loaded", key, knowledge.Package(key))
			continue
		}
		fn := lookup(pkg, key)
		if fn == nil {
			t.Errorf("%s: no such function in %s", key, pkg.Path())
			continue
		}
		if got := fn.FullName(); got != key {
			t.Errorf("%s: the function's FullName is %s", key, got)
		}
		if got, ok := knowledge.Of(fn); !ok || !slices.Equal(got.Args, f.Args) {
			t.Errorf("knowledge.Of(%s) = %v, %v", key, got, ok)
		}
		params := fn.Type().(*types.Signature).Params()
		for i, role := range f.Args {
			if i >= params.Len() {
				t.Errorf("%s: argument %d has a role, the function has %d parameters", key, i, params.Len())
				continue
			}
			if !fits(role, params.At(i).Type()) {
				t.Errorf("%s: argument %d (%s) is not a %v", key, i, params.At(i).Type(), role)
			}
		}
	}
}

// lookup finds the function a key names: "pkg.F", "(*pkg.T).M",
// "(pkg.T).M".
func lookup(pkg *types.Package, key string) *types.Func {
	if !strings.HasPrefix(key, "(") {
		fn, _ := pkg.Scope().Lookup(key[strings.LastIndex(key, ".")+1:]).(*types.Func)
		return fn
	}
	recv, method, _ := strings.Cut(key[1:], ").")
	ptr := strings.HasPrefix(recv, "*")
	recv = strings.TrimPrefix(recv, "*")
	tn, _ := pkg.Scope().Lookup(recv[strings.LastIndex(recv, ".")+1:]).(*types.TypeName)
	if tn == nil {
		return nil
	}
	t := tn.Type()
	if ptr {
		t = types.NewPointer(t)
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, method)
	fn, _ := obj.(*types.Func)
	return fn
}

// fits reports whether a parameter of type t can play role r.
func fits(r knowledge.Arg, t types.Type) bool {
	isString := func() bool {
		b, ok := t.Underlying().(*types.Basic)
		return ok && b.Kind() == types.String
	}
	switch r {
	case knowledge.None:
		return true
	case knowledge.Context:
		n, ok := t.(*types.Named)
		return ok && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
	case knowledge.OpenFlags, knowledge.Status:
		b, ok := t.Underlying().(*types.Basic)
		return ok && b.Kind() == types.Int
	case knowledge.Into, knowledge.Body:
		i, ok := t.Underlying().(*types.Interface)
		return ok && i.Empty()
	case knowledge.Server, knowledge.Options, knowledge.Transport:
		return true // the SDKs' own types, each its own
	case knowledge.Handler:
		_, fn := t.Underlying().(*types.Signature)
		return fn || types.TypeString(t, nil) == "net/http.Handler"
	case knowledge.Dialer:
		return types.TypeString(t, nil) == "*net.Dialer"
	case knowledge.Fragment:
		// Text, the text of a variadic parameter, or a condition given as
		// text or as a value that writes its own (squirrel's Where).
		if s, ok := t.(*types.Slice); ok {
			t = s.Elem()
		}
		if i, ok := t.Underlying().(*types.Interface); ok {
			return i.Empty()
		}
		return isString()
	case knowledge.RequestBody:
		return types.TypeString(t, nil) == "io.Reader"
	case knowledge.Stream:
		// A writer, or the logger that slog.SetDefault installs.
		return types.TypeString(t, nil) == "io.Writer" || types.TypeString(t, nil) == "*log/slog.Logger"
	}
	return isString()
}

// TestPackage reads the package path of each form of key.
func TestPackage(t *testing.T) {
	for key, want := range map[string]string{
		"os.Remove":                             "os",
		"(*os.File).Write":                      "os",
		"(*database/sql.DB).Exec":               "database/sql",
		"net/http.Get":                          "net/http",
		"(*crypto/tls.Dialer).Dial":             "crypto/tls",
		"(net/url.Values).Encode":               "net/url",
		"(*github.com/jackc/pgx/v5.Conn).Query": "github.com/jackc/pgx/v5",
	} {
		if got := knowledge.Package(key); got != want {
			t.Errorf("Package(%q) = %q, want %q", key, got, want)
		}
	}
}

// TestMarkOfferOptions holds the mcp-go options the listing reads against
// mcp-go itself: each is a function of its mcp package.
func TestMarkOfferOptions(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: fixturetest.Dir(t)}, knowledge.MarkMCPPath)
	if err != nil || len(pkgs) != 1 || pkgs[0].Types == nil {
		t.Fatalf("loading %s: %v", knowledge.MarkMCPPath, err)
	}
	for name := range knowledge.MarkOfferOptions {
		if _, ok := pkgs[0].Types.Scope().Lookup(name).(*types.Func); !ok {
			t.Errorf("%s.%s is no function", knowledge.MarkMCPPath, name)
		}
	}
}

// TestPathFieldsAgainstLibraries holds each entry of PathFields against
// its library: the type exists, is a struct, and has the field, a string.
func TestPathFieldsAgainstLibraries(t *testing.T) {
	for key := range knowledge.PathFields {
		recv, field, ok := strings.Cut(strings.TrimPrefix(key, "("), ").")
		dot := strings.LastIndex(recv, ".")
		if !ok || dot < 0 {
			t.Errorf("%s: not (package.Type).Field", key)
			continue
		}
		pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes}, recv[:dot])
		if err != nil || len(pkgs) != 1 || pkgs[0].Types == nil {
			t.Fatalf("%s: %v", key, err)
		}
		obj := pkgs[0].Types.Scope().Lookup(recv[dot+1:])
		if obj == nil {
			t.Errorf("%s: no type %s", key, recv)
			continue
		}
		st, ok := obj.Type().Underlying().(*types.Struct)
		if !ok {
			t.Errorf("%s: %s is no struct", key, recv)
			continue
		}
		found := false
		for f := range st.Fields() {
			if f.Name() == field {
				found = true
				if b, ok := f.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
					t.Errorf("%s: the field is %s, not a string", key, f.Type())
				}
			}
		}
		if !found {
			t.Errorf("%s: %s has no field %s", key, recv, field)
		}
	}
}
