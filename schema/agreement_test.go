package schema_test

import (
	"bytes"
	"flag"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/internal/fixtures"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

const goldenDir = "testdata/golden"

// minCompared is the least number of fixture types the agreement test
// must compare; fewer means fixtures went missing.
const minCompared = 80

// TestAgreement holds the central promise of docs/schema.md: for every fixture
// type and both directions, the static schema (go/types) and the runtime
// schema (reflect, with the fact table as the generated file carries it)
// are byte-identical, and so are the problems found. The static bytes and
// problems are pinned by golden files.
func TestAgreement(t *testing.T) {
	l := loadFixtures(t)
	view := typesview.NewView()
	compared, ran := 0, 0
	wantGolden := map[string]bool{}
	for _, fx := range fixtures.Types {
		st := l.staticType(t, fx.Name)
		t.Run(fx.Name, func(t *testing.T) {
			for _, dir := range directions {
				t.Run(dir.String(), func(t *testing.T) {
					ran++
					static, staticProblems := view.Generate(st, schema.Options{Direction: dir, Facts: l.facts})
					dynamic := reflectview.GenerateUncached(fx.Type, dir, l.wire, "")

					staticBytes := schema.Encode(static)
					if !bytes.Equal(staticBytes, dynamic.JSON) {
						t.Errorf("static and reflect schemas differ\nstatic:  %s\nreflect: %s", staticBytes, dynamic.JSON)
					}
					if got := schema.Encode(dynamic.Schema); !bytes.Equal(got, dynamic.JSON) {
						t.Errorf("reflectview Result.JSON is not Encode(Result.Schema):\n%s\n%s", dynamic.JSON, got)
					}
					sp, dp := problemLines(staticProblems), problemLines(dynamic.Problems)
					if !slices.Equal(sp, dp) {
						t.Errorf("static and reflect problems differ\nstatic:\n  %s\nreflect:\n  %s",
							strings.Join(sp, "\n  "), strings.Join(dp, "\n  "))
					}
					base := fx.Name + "." + dir.String()
					wantGolden[base+".json"] = true
					checkGolden(t, base+".json", append(staticBytes, '\n'))
					if len(sp) > 0 {
						wantGolden[base+".problems.txt"] = true
						checkGolden(t, base+".problems.txt", []byte(strings.Join(sp, "\n")+"\n"))
					} else {
						checkNoGolden(t, base+".problems.txt")
					}
				})
			}
		})
		compared++
	}
	if compared < minCompared {
		t.Errorf("compared %d fixture types, want at least %d", compared, minCompared)
	}
	t.Logf("compared %d fixture types in both directions", compared)

	// The fact table is golden too: it is what the generated file embeds,
	// and it makes the collected enums and docs reviewable.
	wantGolden["facts.json"] = true
	checkGolden(t, "facts.json", indentJSON(t, l.factsJSON))

	// A golden file that no fixture produced is stale (known only when
	// -run selected every subtest).
	if ran != 2*len(fixtures.Types) {
		return
	}
	entries, err := os.ReadDir(goldenDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !wantGolden[e.Name()] {
			if *update {
				os.Remove(filepath.Join(goldenDir, e.Name()))
				continue
			}
			t.Errorf("stale golden file %s: no fixture produces it (run with -update)", e.Name())
		}
	}
}

// problemLines renders problems by the fields both adapters must agree
// on. Sources are adapter handles and are left out.
func problemLines(ps []schema.Problem) []string {
	var out []string
	for _, p := range ps {
		line := fmt.Sprintf("%s\t%s\t%s", p.Kind, p.Path, p.Message)
		if p.Option != "" {
			line += "\t[option " + p.Option + "]"
		}
		if p.Type != "" {
			line += "\t[type " + p.Type + "]"
		}
		out = append(out, line)
	}
	return out
}

func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join(goldenDir, name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("%v (run with -update to create it)", err)
		return
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s changed (run with -update if intended)\ngot:  %s\nwant: %s", path, got, want)
	}
}

func checkNoGolden(t *testing.T, name string) {
	t.Helper()
	path := filepath.Join(goldenDir, name)
	if _, err := os.Stat(path); err == nil {
		if *update {
			os.Remove(path)
			return
		}
		t.Errorf("%s exists but there are no problems (run with -update)", path)
	}
}

// TestFixtureListComplete makes sure fixtures.Types names every exported
// type the package declares (generic types through at least one
// instantiation), and that each entry's reflect.Type is the declared type.
func TestFixtureListComplete(t *testing.T) {
	l := loadFixtures(t)
	scope := l.pkg.Types.Scope()
	listed := map[string]bool{}
	instantiated := map[*types.TypeName]bool{}
	for _, fx := range fixtures.Types {
		if listed[fx.Name] {
			t.Errorf("fixtures.Types lists %s twice", fx.Name)
		}
		listed[fx.Name] = true
		obj, ok := scope.Lookup(fx.Name).(*types.TypeName)
		if !ok {
			t.Errorf("fixtures.Types lists %s, which is not a type of the package", fx.Name)
			continue
		}
		named, ok := types.Unalias(obj.Type()).(*types.Named)
		if !ok {
			t.Errorf("%s is not a named type", fx.Name)
			continue
		}
		if named.TypeParams().Len() > 0 && named.TypeArgs().Len() == 0 {
			t.Errorf("%s is generic; list an instantiation instead", fx.Name)
			continue
		}
		instantiated[named.Origin().Obj()] = true
		// The reflect.Type must be the declared type: same name (without
		// type arguments), same package, same type-argument spelling.
		rt := fx.Type
		rname, _, _ := strings.Cut(rt.Name(), "[")
		if rname != named.Obj().Name() || rt.PkgPath() != named.Obj().Pkg().Path() {
			t.Errorf("fixtures.Types entry %s has reflect type %s, want %s", fx.Name, rt, named)
		}
		if named.TypeArgs().Len() > 0 {
			var args []string
			for a := range named.TypeArgs().Types() {
				args = append(args, types.TypeString(a, func(p *types.Package) string { return p.Path() }))
			}
			if want := named.Obj().Name() + "[" + strings.Join(args, ",") + "]"; rt.Name() != want {
				t.Errorf("fixtures.Types entry %s: reflect name %s, want %s", fx.Name, rt.Name(), want)
			}
		}
	}
	for _, name := range scope.Names() {
		obj, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || !obj.Exported() {
			continue
		}
		if named, ok := obj.Type().(*types.Named); ok && named.TypeParams().Len() > 0 {
			if !instantiated[obj] {
				t.Errorf("generic fixture %s has no instantiation in fixtures.Types", name)
			}
			continue
		}
		if !listed[name] {
			t.Errorf("fixture %s is declared but not listed in fixtures.Types: it would never be compared", name)
		}
	}
	if len(fixtures.Types) < minCompared {
		t.Errorf("fixtures.Types has %d entries, want at least %d", len(fixtures.Types), minCompared)
	}
}

// TestFactsRoundTrip: the runtime's copy of the fact table equals the
// static one.
func TestFactsRoundTrip(t *testing.T) {
	l := loadFixtures(t)
	if !reflect.DeepEqual(l.facts, l.wire) {
		t.Errorf("fact table changed through JSON:\n%#v\n%#v", l.facts, l.wire)
	}
	if len(l.facts.Enums) == 0 || len(l.facts.TypeDocs) == 0 || len(l.facts.FieldDocs) == 0 {
		t.Errorf("fact table is missing a section: %d enums, %d type docs, %d field docs",
			len(l.facts.Enums), len(l.facts.TypeDocs), len(l.facts.FieldDocs))
	}
}

func indentJSON(t *testing.T, b []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	if err := jsonIndent(&out, b); err != nil {
		t.Fatal(err)
	}
	out.WriteByte('\n')
	return out.Bytes()
}

// TestViewsAgree compares the two adapters below the rules: for every
// fixture type and every type reachable from it through fields, elements
// and keys, both views must answer every question of schema.Type alike.
// A disagreement here is the cause of one in TestAgreement, and it is
// found even where the rules do not (yet) look.
func TestViewsAgree(t *testing.T) {
	l := loadFixtures(t)
	view := typesview.NewView()
	methods := []schema.Method{schema.MarshalJSON, schema.UnmarshalJSON, schema.MarshalText, schema.UnmarshalText}
	seen := map[any]bool{}
	checked := 0
	var walk func(path string, st, rt schema.Type)
	walk = func(path string, st, rt schema.Type) {
		if (st == nil) != (rt == nil) {
			t.Errorf("%s: static view %v, reflect view %v", path, st, rt)
			return
		}
		if st == nil || seen[rt.Key()] {
			return
		}
		seen[rt.Key()] = true
		checked++
		same := func(what string, s, r any) {
			if s != r {
				t.Errorf("%s: %s: static %v, reflect %v", path, what, s, r)
			}
		}
		same("Kind", st.Kind(), rt.Kind())
		same("Name", st.Name(), rt.Name())
		same("PkgPath", st.PkgPath(), rt.PkgPath())
		same("String", st.String(), rt.String())
		same("Len", st.Len(), rt.Len())
		same("NumField", st.NumField(), rt.NumField())
		same("NumMethod", st.NumMethod(), rt.NumMethod())
		// The rules over a type that tools apply on both sides.
		same("ObjectShaped", schema.ObjectShaped(st), schema.ObjectShaped(rt))
		same("ResultFormOf", schema.ResultFormOf(st, l.wire), schema.ResultFormOf(rt, l.wire))
		for _, m := range methods {
			same("Has("+m.String()+")", st.Has(m), rt.Has(m))
			same("HasValue("+m.String()+")", st.HasValue(m), rt.HasValue(m))
		}
		if st.NumField() == rt.NumField() {
			for i := range st.NumField() {
				sf, rf := st.Field(i), rt.Field(i)
				fp := path + "." + rf.Name
				same(fp+" Name", sf.Name, rf.Name)
				same(fp+" Exported", sf.Exported, rf.Exported)
				same(fp+" Embedded", sf.Embedded, rf.Embedded)
				same(fp+" Tag", sf.Tag, rf.Tag)
				walk(fp, sf.Type, rf.Type)
			}
		}
		walk(path+"[]", st.Elem(), rt.Elem())
		walk(path+"{key}", st.MapKey(), rt.MapKey())
	}
	for _, fx := range fixtures.Types {
		walk(fx.Name, view.Type(l.staticType(t, fx.Name)), reflectview.Type(fx.Type))
	}
	t.Logf("compared the views of %d distinct types", checked)
}
