// Package sdkdialect predicts, statically, what the official go-sdk
// (github.com/modelcontextprotocol/go-sdk v1.8.0) does with a tool's In and
// Out types when mcp.AddTool infers their schemas with
// github.com/google/jsonschema-go v0.4.3: where AddTool panics, and where
// the inferred schema says something other than what encoding/json reads
// and writes.
//
// The model works over the abstract schema.Type view, so the analyzers
// (schema/typesview) and the runtime (schema/reflectview) get the same
// findings. sdkdialect_test.go holds it against the real SDK.
package sdkdialect

import (
	"fmt"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Kind says how bad a finding is.
type Kind int

const (
	// Panic: mcp.AddTool panics (or, for PointerLoop, never returns).
	Panic Kind = iota + 1
	// Lie: AddTool succeeds, but the schema it publishes says something
	// encoding/json does not do.
	Lie
)

func (k Kind) String() string {
	switch k {
	case Panic:
		return "panic"
	case Lie:
		return "lie"
	}
	return "unknown"
}

// Reason says which rule of the SDK's inference a finding comes from.
type Reason int

const (
	// Panics.

	// UnsupportedType: chan, func, complex64/128 or unsafe.Pointer
	// ("type %v is unsupported by jsonschema").
	UnsupportedType Reason = iota + 1
	// BadMapKey: a map key that is neither of string kind nor an
	// encoding.TextMarshaler ("unsupported map key type"); map[int]V is one.
	BadMapKey
	// Cycle: a defined type met again while inferring its own schema
	// ("cycle detected for type").
	Cycle
	// PointerLoop: a pointer type that points to itself (type P *P); the
	// SDK follows the pointers forever and AddTool never returns.
	PointerLoop
	// BadJSONSchemaTag: a jsonschema struct tag that is empty or begins
	// with WORD=.
	BadJSONSchemaTag
	// EmbeddedOverride: an embedded field whose type has one of
	// jsonschema-go's built-in schemas (time.Time, big.Int, big.Rat,
	// big.Float, slog.Level), which are not objects.
	EmbeddedOverride
	// InputNotObject: In's inferred schema is not of type "object" (In is
	// a string, a slice, a pointer to a pointer, a non-empty interface...).
	InputNotObject

	// Lies.

	// Bytes: []byte is an array of integers to the SDK, a base64 string to
	// encoding/json.
	Bytes
	// RawMessage: json.RawMessage is an array of integers to the SDK, any
	// JSON value to encoding/json.
	RawMessage
	// Marshaler: a type with MarshalJSON (output) or UnmarshalJSON (input)
	// gets its Go shape from the SDK.
	Marshaler
	// TextMarshaler: a non-string type with MarshalText (output) or
	// UnmarshalText (input) gets its Go shape from the SDK; encoding/json
	// uses a string.
	TextMarshaler
	// BuiltinSchema: one of jsonschema-go's built-in schemas is wrong
	// (big.Int is a "string" to it and a number to encoding/json).
	BuiltinSchema
	// StringOption: the SDK ignores the json ",string" option.
	StringOption
	// TaggedEmbedded: an embedded struct with a json tag name; the SDK
	// flattens its fields, encoding/json nests them.
	TaggedEmbedded
	// IgnoredEmbedded: an embedded struct tagged json:"-"; the SDK still
	// lists its fields, encoding/json ignores them.
	IgnoredEmbedded
	// NilEmbedded: in output, an embedded pointer to a struct; the SDK
	// requires the fields promoted through it, but encoding/json writes
	// none of them when the pointer is nil.
	NilEmbedded
	// DroppedEmbedded: an exported embedded field of a non-struct type
	// (type Name string, an interface, *int...); the SDK leaves it out,
	// encoding/json writes it.
	DroppedEmbedded
	// DuplicateName: several fields with one JSON name; the SDK keeps the
	// last one's schema (and lists the name in required once per field),
	// encoding/json keeps the dominant one or none.
	DuplicateName
	// InvalidTagName: a json tag name encoding/json rejects (and replaces
	// by the Go name), which the SDK uses as is.
	InvalidTagName
	// ShadowedField: a promoted field that Go's selector rules hide (by Go
	// name) but encoding/json writes (by JSON name); the SDK follows Go.
	ShadowedField
	// FieldMismatch: any other difference between the SDK's properties
	// and encoding/json's fields.
	FieldMismatch
	// AnyTrue: an interface value gets the bare schema true, which some
	// clients reject.
	AnyTrue
	// InterfaceInput: a non-empty interface in input accepts anything by
	// the schema, but encoding/json cannot decode into it.
	InterfaceInput
	// NilMap: in output, the SDK's map schema does not allow null, but
	// encoding/json writes a nil map as null, and the SDK then rejects its
	// own output.
	NilMap
	// NilSlice: in output, the slice schema of jsonschema-go v0.3 does
	// not allow null, but encoding/json writes a nil slice as null, and
	// the SDK then rejects its own output.
	NilSlice
)

var reasonNames = [...]string{
	UnsupportedType:  "unsupported-type",
	BadMapKey:        "bad-map-key",
	Cycle:            "cycle",
	PointerLoop:      "pointer-loop",
	BadJSONSchemaTag: "bad-jsonschema-tag",
	EmbeddedOverride: "embedded-override",
	InputNotObject:   "input-not-object",
	Bytes:            "bytes",
	RawMessage:       "raw-message",
	Marshaler:        "marshaler",
	TextMarshaler:    "text-marshaler",
	BuiltinSchema:    "builtin-schema",
	StringOption:     "string-option",
	TaggedEmbedded:   "tagged-embedded",
	IgnoredEmbedded:  "ignored-embedded",
	NilEmbedded:      "nil-embedded",
	DroppedEmbedded:  "dropped-embedded",
	DuplicateName:    "duplicate-name",
	InvalidTagName:   "invalid-tag-name",
	ShadowedField:    "shadowed-field",
	FieldMismatch:    "field-mismatch",
	AnyTrue:          "any-true",
	InterfaceInput:   "interface-input",
	NilMap:           "nil-map",
	NilSlice:         "nil-slice",
}

func (r Reason) String() string {
	if r > 0 && int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", int(r))
}

// Kind returns the kind of findings with this reason.
func (r Reason) Kind() Kind {
	if r >= UnsupportedType && r <= InputNotObject {
		return Panic
	}
	return Lie
}

// Finding is one thing the SDK does with a tool's types.
type Finding struct {
	Kind Kind
	// Dir says which type it concerns: Input for In, Output for Out.
	Dir schema.Direction
	// Path locates it from the root, like schema.Problem paths:
	// "In.Root.Children[]" (Go field names, [] for elements, {} for map
	// values).
	Path string
	// Type is the offending type as written in Go.
	Type    string
	Message string
	// Sources holds the Field.Source handles of the struct fields
	// involved, so that a caller can report a position.
	Sources []any
	Reason  Reason
}

func (f Finding) String() string {
	return f.Kind.String() + " " + f.Reason.String() + " " + f.Path + ": " + f.Message
}
