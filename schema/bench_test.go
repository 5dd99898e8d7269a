package schema_test

import (
	"reflect"
	"testing"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/internal/fixtures"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// The benchmark type is fixtures.Wide: 30 fields of mixed kinds with
// nested structs, slices, maps, an enum and validate tags. Each benchmark
// computes its output schema with the fact table the runtime would get.

var wideType = reflect.TypeFor[fixtures.Wide]()

// BenchmarkReflectFirstBuild is the runtime's cost the first time it
// meets a type: reflection over the whole type, no cache.
func BenchmarkReflectFirstBuild(b *testing.B) {
	facts := loadFixtures(b).wire
	b.ReportAllocs()
	for b.Loop() {
		r := reflectview.GenerateUncached(wideType, schema.Output, facts, "")
		if len(r.JSON) == 0 {
			b.Fatal("empty schema")
		}
	}
}

// BenchmarkReflectCached is every later call: a cache lookup.
func BenchmarkReflectCached(b *testing.B) {
	facts := loadFixtures(b).wire
	reflectview.Generate(wideType, schema.Output, facts, "") // warm the cache
	b.ReportAllocs()
	for b.Loop() {
		r := reflectview.Generate(wideType, schema.Output, facts, "")
		if len(r.JSON) == 0 {
			b.Fatal("empty schema")
		}
	}
}

// BenchmarkStatic is the analyzer's cost for the same type over the
// loaded package (loading happens once, outside the loop): a fresh View
// each time, as one analysis pass has, and a View reused across calls,
// whose method-set cache is warm.
func BenchmarkStatic(b *testing.B) {
	l := loadFixtures(b)
	st := l.staticType(b, "Wide")
	opts := schema.Options{Direction: schema.Output, Facts: l.facts}
	b.Run("fresh-view", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, _ := typesview.NewView().Generate(st, opts)
			if len(s.Properties) != 30 {
				b.Fatalf("%d properties", len(s.Properties))
			}
		}
	})
	b.Run("reused-view", func(b *testing.B) {
		view := typesview.NewView()
		b.ReportAllocs()
		for b.Loop() {
			s, _ := view.Generate(st, opts)
			if len(s.Properties) != 30 {
				b.Fatalf("%d properties", len(s.Properties))
			}
		}
	})
	b.Run("encode", func(b *testing.B) {
		s, _ := typesview.NewView().Generate(st, opts)
		b.ReportAllocs()
		for b.Loop() {
			if len(schema.Encode(s)) == 0 {
				b.Fatal("empty")
			}
		}
	})
}
