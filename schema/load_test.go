package schema_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/types"
	"reflect"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/internal/fixtures"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

const fixturesPath = "github.com/mcpvet/mcpvet/schema/internal/fixtures"

// loadedFixtures is the fixtures package as the static side sees it, with
// the fact table in both forms: as collected from source, and as the
// runtime receives it (through JSON, like the generated file).
type loadedFixtures struct {
	pkg *packages.Package
	// facts is what typesview.CollectFacts returns.
	facts *schema.FactTable
	// wire is facts after a JSON round trip, the runtime's copy.
	wire *schema.FactTable
	// factsJSON is the JSON form of facts.
	factsJSON []byte
}

var (
	loadOnce   sync.Once
	loaded     *loadedFixtures
	loadFailed string
)

// loadFixtures loads the fixtures package once per test binary.
func loadFixtures(tb testing.TB) *loadedFixtures {
	tb.Helper()
	loadOnce.Do(func() {
		cfg := &packages.Config{
			Mode: packages.NeedName | packages.NeedFiles | packages.NeedTypes |
				packages.NeedSyntax | packages.NeedTypesInfo | packages.NeedImports,
		}
		pkgs, err := packages.Load(cfg, fixturesPath)
		if err != nil {
			loadFailed = "packages.Load: " + err.Error()
			return
		}
		if len(pkgs) != 1 {
			loadFailed = fmt.Sprintf("packages.Load returned %d packages", len(pkgs))
			return
		}
		pkg := pkgs[0]
		var errs []string
		packages.Visit(pkgs, nil, func(p *packages.Package) {
			for _, e := range p.Errors {
				errs = append(errs, e.Error())
			}
		})
		if len(errs) > 0 {
			loadFailed = "errors loading fixtures:\n" + strings.Join(errs, "\n")
			return
		}
		facts := typesview.CollectFacts(pkg.Types, pkg.Syntax)
		b, err := json.Marshal(facts)
		if err != nil {
			loadFailed = "marshal facts: " + err.Error()
			return
		}
		wire := schema.NewFactTable()
		if err := json.Unmarshal(b, wire); err != nil {
			loadFailed = "unmarshal facts: " + err.Error()
			return
		}
		loaded = &loadedFixtures{pkg: pkg, facts: facts, wire: wire, factsJSON: b}
	})
	if loadFailed != "" {
		tb.Fatal(loadFailed)
	}
	return loaded
}

// staticType returns the go/types type declared under name in the
// fixtures package.
func (l *loadedFixtures) staticType(tb testing.TB, name string) types.Type {
	tb.Helper()
	obj, ok := l.pkg.Types.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		tb.Fatalf("fixtures declares no type %s", name)
	}
	return obj.Type()
}

// fixtureType returns the reflect.Type listed under name.
func fixtureType(tb testing.TB, name string) reflect.Type {
	tb.Helper()
	for _, fx := range fixtures.Types {
		if fx.Name == name {
			return fx.Type
		}
	}
	tb.Fatalf("fixtures.Types lists no %s", name)
	return nil
}

var directions = []schema.Direction{schema.Input, schema.Output}

func jsonIndent(dst *bytes.Buffer, src []byte) error { return json.Indent(dst, src, "", "  ") }
