// Package reflectview adapts reflect to the schema rules: the runtime side
// of mcpvet. It depends on nothing but the standard library and schema, so
// server binaries stay lean.
package reflectview

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
	"unsafe"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Type returns the schema view of t.
func Type(t reflect.Type) schema.Type {
	if t == nil {
		return nil
	}
	return typ{t}
}

// Result is one computed schema.
type Result struct {
	Schema   *schema.Schema
	JSON     []byte // canonical bytes
	Problems []schema.Problem
}

type cacheKey struct {
	t     reflect.Type
	dir   schema.Direction
	facts *schema.FactTable
	root  string
}

var cache sync.Map // cacheKey -> *Result

// Generate computes the schema of t, caching by type, direction, fact
// table and root label. The returned Result is shared: do not modify it.
func Generate(t reflect.Type, dir schema.Direction, facts *schema.FactTable, root string) *Result {
	key := cacheKey{t, dir, facts, root}
	if r, ok := cache.Load(key); ok {
		return r.(*Result)
	}
	r := generate(t, dir, facts, root)
	actual, _ := cache.LoadOrStore(key, r)
	return actual.(*Result)
}

// GenerateUncached is Generate without the cache.
func GenerateUncached(t reflect.Type, dir schema.Direction, facts *schema.FactTable, root string) *Result {
	return generate(t, dir, facts, root)
}

func generate(t reflect.Type, dir schema.Direction, facts *schema.FactTable, root string) *Result {
	opts := schema.Options{Direction: dir, Root: root}
	if facts != nil {
		opts.Facts = facts
	}
	s, problems := schema.Generate(Type(t), opts)
	return &Result{Schema: s, JSON: schema.Encode(s), Problems: problems}
}

type typ struct{ t reflect.Type }

var kinds = [...]schema.Kind{
	reflect.Bool:          schema.Bool,
	reflect.Int:           schema.Int,
	reflect.Int8:          schema.Int8,
	reflect.Int16:         schema.Int16,
	reflect.Int32:         schema.Int32,
	reflect.Int64:         schema.Int64,
	reflect.Uint:          schema.Uint,
	reflect.Uint8:         schema.Uint8,
	reflect.Uint16:        schema.Uint16,
	reflect.Uint32:        schema.Uint32,
	reflect.Uint64:        schema.Uint64,
	reflect.Uintptr:       schema.Uintptr,
	reflect.Float32:       schema.Float32,
	reflect.Float64:       schema.Float64,
	reflect.Complex64:     schema.Complex64,
	reflect.Complex128:    schema.Complex128,
	reflect.Array:         schema.Array,
	reflect.Chan:          schema.Chan,
	reflect.Func:          schema.Func,
	reflect.Interface:     schema.Interface,
	reflect.Map:           schema.Map,
	reflect.Pointer:       schema.Pointer,
	reflect.Slice:         schema.Slice,
	reflect.String:        schema.String,
	reflect.Struct:        schema.Struct,
	reflect.UnsafePointer: schema.UnsafePointer,
}

func (x typ) Kind() schema.Kind {
	if k := x.t.Kind(); int(k) < len(kinds) {
		return kinds[k]
	}
	return schema.Invalid
}

// Name drops the type arguments reflect writes after a generic type's name
// ("Box[int]"), to match go/types. Predeclared basic types (int, string,
// unsafe.Pointer) are unnamed, as *types.Basic is for go/types.
func (x typ) Name() string {
	if x.basic() {
		return ""
	}
	name, _, _ := strings.Cut(x.t.Name(), "[")
	return name
}

func (x typ) PkgPath() string {
	if x.t.Name() == "" || x.basic() {
		return ""
	}
	return x.t.PkgPath()
}

// basic reports whether t is a predeclared basic type: named by reflect,
// but not a defined type with a package. (error is an interface and stays
// named, as it is for go/types.)
func (x typ) basic() bool {
	if x.t.Kind() == reflect.UnsafePointer {
		return x.t == unsafePointer
	}
	return x.t.PkgPath() == "" && x.t.Name() != "" && x.t.Kind() != reflect.Interface
}

var unsafePointer = reflect.TypeFor[unsafe.Pointer]()

func (x typ) String() string { return x.t.String() }
func (x typ) Key() any       { return x.t }

func (x typ) Elem() schema.Type {
	switch x.t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map, reflect.Chan:
		return typ{x.t.Elem()}
	}
	return nil
}

func (x typ) MapKey() schema.Type {
	if x.t.Kind() == reflect.Map {
		return typ{x.t.Key()}
	}
	return nil
}

func (x typ) Len() int64 {
	if x.t.Kind() == reflect.Array {
		return int64(x.t.Len())
	}
	return 0
}

func (x typ) NumField() int {
	if x.t.Kind() == reflect.Struct {
		return x.t.NumField()
	}
	return 0
}

func (x typ) Field(i int) schema.Field {
	if x.t.Kind() != reflect.Struct || i < 0 || i >= x.t.NumField() {
		return schema.Field{}
	}
	f := x.t.Field(i)
	return schema.Field{
		Name:     f.Name,
		Exported: f.IsExported(),
		Embedded: f.Anonymous,
		Tag:      string(f.Tag),
		Type:     typ{f.Type},
	}
}

func (x typ) NumMethod() int {
	if x.t.Kind() == reflect.Interface {
		return x.t.NumMethod()
	}
	return 0
}

var ifaces = [...]reflect.Type{
	schema.MarshalJSON:   reflect.TypeFor[json.Marshaler](),
	schema.UnmarshalJSON: reflect.TypeFor[json.Unmarshaler](),
	schema.MarshalText:   reflect.TypeFor[encoding.TextMarshaler](),
	schema.UnmarshalText: reflect.TypeFor[encoding.TextUnmarshaler](),
}

func (x typ) Has(m schema.Method) bool {
	if int(m) < 0 || int(m) >= len(ifaces) {
		return false
	}
	i := ifaces[m]
	if x.t.Implements(i) {
		return true
	}
	switch x.t.Kind() {
	case reflect.Pointer, reflect.Interface:
		return false
	}
	return reflect.PointerTo(x.t).Implements(i)
}

func (x typ) HasValue(m schema.Method) bool {
	if int(m) < 0 || int(m) >= len(ifaces) {
		return false
	}
	return x.t.Implements(ifaces[m])
}

// HasValueMethod reports whether the method set of T itself has an
// exported method of that name (see typesview's).
func (x typ) HasValueMethod(name string) bool {
	_, ok := x.t.MethodByName(name)
	return ok
}
