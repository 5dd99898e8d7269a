package sdkdialect

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Release is a line of jsonschema-go releases whose inference the
// dialect follows. The go-sdk infers a tool's schemas with the
// jsonschema-go its module resolves, and the lines infer differently:
// a server pinned to go-sdk v1.2 (jsonschema-go v0.3.0) lists a slice as
// {"type":"array"}, one on go-sdk v1.8 (v0.4.3) as ["null","array"].
// The zero value is the newest line.
type Release int

const (
	// Release04 is jsonschema-go v0.4.0 and later (held against v0.4.3
	// in this module's tests): a slice may be null, a sized integer is
	// bounded by its type's range, a map key may be a TextMarshaler, a
	// pointer to a type of fixed schema is nullable, and an embedded
	// field of such a type is refused.
	Release04 Release = iota
	// Release03 is jsonschema-go v0.3.x: a slice is a plain array, an
	// integer has no bounds, a map key must be of string kind (any other
	// key fails: mcp.AddTool panics), a type of fixed schema keeps it
	// behind a pointer (big.Int is ["null","string"] everywhere), and
	// an embedded field is skipped, its promoted fields listed.
	Release03
	// Release02 is jsonschema-go before v0.3.0 (the go-sdk's v0.x):
	// Release03, and a struct lists its own fields only, an embedded
	// struct as a property named by its type.
	Release02
)

// ReleaseOf is the line of the jsonschema-go version v ("v0.3.0", a
// pseudo-version); the newest for "" (a vendored or replaced copy,
// whose version is not known) or a version that does not parse. Only
// the major and minor numbers matter: a pseudo-version before a release
// (v0.2.1-0.2025…) is of the line of the release it precedes.
func ReleaseOf(v string) Release {
	major, minor, ok := majorMinor(v)
	switch {
	case !ok || major > 0:
		return Release04
	case minor < 3:
		return Release02
	case minor < 4:
		return Release03
	}
	return Release04
}

// majorMinor are the first two numbers of a semantic version "vX.Y.Z…".
func majorMinor(v string) (major, minor int, ok bool) {
	rest, found := strings.CutPrefix(v, "v")
	if !found {
		return 0, 0, false
	}
	parts := strings.SplitN(rest, ".", 3)
	if len(parts) < 3 {
		return 0, 0, false
	}
	major, err1 := strconv.Atoi(parts[0])
	minor, err2 := strconv.Atoi(parts[1])
	return major, minor, err1 == nil && err2 == nil
}

func (r Release) String() string {
	switch r {
	case Release03:
		return "jsonschema-go v0.3"
	case Release02:
		return "jsonschema-go before v0.3"
	}
	return "jsonschema-go v0.4"
}

// ForTypeIn is ForType as release r of jsonschema-go infers.
func ForTypeIn(r Release, t schema.Type) (json.RawMessage, error) {
	return forTypeIn(r, t)
}

// ToolSchemaIn is ToolSchema as release r of jsonschema-go infers.
func ToolSchemaIn(r Release, t schema.Type) (json.RawMessage, error) {
	if t != nil && t.Kind() == schema.Pointer && t.Elem() != nil {
		t = t.Elem()
	}
	return forTypeIn(r, t)
}

// structFields are the fields jsonschema-go's struct case reads: the
// visible ones (reflect.VisibleFields) from v0.3 on, the struct's own
// before.
func (in *inferrer) structFields(t schema.Type) []schema.Field {
	if in.rel == Release02 {
		out := make([]schema.Field, 0, t.NumField())
		for i := range t.NumField() {
			out = append(out, t.Field(i))
		}
		return out
	}
	vis := in.vis.visible(t)
	out := make([]schema.Field, 0, len(vis))
	for _, v := range vis {
		out = append(out, v.field)
	}
	return out
}

// OwnPackage rewrites v, the JSON value of an inference of the line
// before v0.3, as the go-sdk's own jsonschema package of its v0.x
// releases (which jsonschema-go was split off from) writes it: the
// schema that validates nothing, a struct's additionalProperties, is
// {"not":{}} there, where jsonschema-go writes false.
func OwnPackage(v any) {
	m, ok := v.(map[string]any)
	if !ok {
		return
	}
	for k, x := range m {
		if b, isBool := x.(bool); isBool && !b && k == "additionalProperties" {
			m[k] = map[string]any{"not": map[string]any{}}
			continue
		}
		switch x := x.(type) {
		case map[string]any:
			OwnPackage(x)
		case []any:
			for _, e := range x {
				OwnPackage(e)
			}
		}
	}
}
