package mcpgodialect

import (
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/schema/invopopdialect"
)

// What mcp.NewTool lists as a tool's inputSchema when the schema is built
// with options: mcp.WithString("q", mcp.Required(), mcp.Description(…)),
// mcp.WithArray("tags", mcp.WithStringItems()), mcp.WithRawInputSchema,
// mcp.WithInputSchema[T]. Each property option sets one key of the
// property's schema map (Required sets "required": true, which the
// WithX option then moves to the tool's required list); each WithX option
// replaces the property of its name and appends to required. The model
// applies the options in order, as NewTool does, and marshals the result
// as the release's Tool.MarshalJSON does.
//
// The releases differ in how they marshal an empty schema, and in what
// WithInputSchema[T] and WithOutputSchema[T] reflect with. The model does
// not list releases: analyzers/internal/model/mcpgocode reads these from the
// code of the mcp-go a module builds with (whatever its version, vendored
// or not) into a Release.

// Release is what one mcp-go's code does where the model needs it: how
// its Tool marshals an input schema with no property or no required
// property, and whether its schema-from-type options reflect as the model
// does.
type Release struct {
	// Version is the mcp-go version the module cache names ("v1.2.1"),
	// "" for a vendored or replaced copy. It is a record only.
	Version string
	// EmptyProperties is how mcp.NewTool's empty properties map is
	// listed; NilRequired how its nil required list is.
	EmptyProperties, NilRequired Emit
	// FromType is set when WithInputSchema[T] reflects with
	// jsonschema-go's For, which SchemaFor models; FromTypeWhy says why
	// not otherwise.
	FromType    bool
	FromTypeWhy string
	// Invopop is set when WithInputSchema[T] reflects with
	// invopop/jsonschema instead (v0.36 to v0.44), as its code does it.
	Invopop *Invopop
	// OutputFor is set when WithOutputSchema[T] reflects with
	// jsonschema-go's For; Output when, besides, its ToolOutputSchema
	// keeps and marshals what OutputFromType says. OutputWhy says why
	// Output is not set.
	OutputFor, Output bool
	OutputWhy         string
	// Arguments is set when ToolArgumentsSchema's MarshalJSON writes
	// "properties" ({} when nil) and "required" ([] when nil) always;
	// ArgumentsWhy says why not otherwise.
	Arguments    bool
	ArgumentsWhy string
}

// Invopop is how an mcp-go option reflects with invopop/jsonschema: the
// options its Reflector literal sets, whether it clears the root's
// $schema (schema.Version = ""), and the library's version ("" when the
// module cache does not name it).
type Invopop struct {
	Options      invopopdialect.Options
	ClearVersion bool
	Version      string
}

// Emit is how json.Marshal lists an empty map or slice.
type Emit uint8

const (
	// Omitted: the key is left out.
	Omitted Emit = iota + 1
	// EmptyValue: the key is listed with {} or [].
	EmptyValue
	// Null: the key is listed with null.
	Null
)

func (e Emit) String() string {
	switch e {
	case Omitted:
		return "left out"
	case EmptyValue:
		return "listed empty"
	case Null:
		return "listed as null"
	}
	return "not known"
}

// Unknown stands for a value the code does not give as a constant: the
// model leaves its key out of the schema and says so.
type Unknown struct {
	Why string
}

// PropertyOption is one mcp.PropertyOption folded: it sets Key to Value
// in the property's schema map. An item option (WithStringItems,
// WithNumberItems, WithIntegerItems, WithBooleanItems) sets "items" to a
// map of type ItemType with the ItemOptions applied.
type PropertyOption struct {
	Key   string
	Value any
	// ItemType is set for an item option.
	ItemType    string
	ItemOptions []PropertyOption
	// Func is the mcp-go function ("Description", "WithStringItems").
	Func string
}

// ToolOption is one mcp.ToolOption that shapes the input schema, folded.
type ToolOption struct {
	Kind OptionKind
	// Property: the property's name and type ("" for WithAny) and its
	// options.
	Name    string
	Type    string
	Options []PropertyOption
	// Raw: the schema of WithRawInputSchema, or the one WithInputSchema[T]
	// writes (nil when mcp-go gives up on T: the option does nothing).
	Raw json.RawMessage
	// Value: WithSchemaAdditionalProperties's argument.
	Value any
	// Why: an Unfollowed option.
	Why string
}

// OptionKind is what a ToolOption does to the input schema.
type OptionKind int

const (
	// Property: WithString, WithNumber, WithInteger, WithBoolean,
	// WithObject, WithArray, WithAny.
	Property OptionKind = iota + 1
	// RawInput: WithRawInputSchema, which keeps the structured schema's
	// type "object": the tool then fails to marshal.
	RawInput
	// FromType: WithInputSchema[T], which clears the structured schema.
	FromType
	// AdditionalProperties: WithSchemaAdditionalProperties.
	AdditionalProperties
	// Unfollowed: an option the code does not give in a form mcpvet
	// follows (a name that is not a constant, an option of unknown
	// effect).
	Unfollowed
)

// Input is what the model predicts for a tool's inputSchema.
type Input struct {
	// JSON is the schema as mcp-go lists it (keys sorted, as mcp-go's maps
	// marshal), nil when it is not known or the tool does not marshal.
	JSON json.RawMessage
	// Left lists the values left out of JSON because they are not
	// constants, as "path: why".
	Left []string
	// Unfollowed says why the schema is not known at all.
	Unfollowed string
	// Err is set when mcp-go cannot marshal the tool: the tool list the
	// server sends fails.
	Err error
}

// ErrSchemaConflict is mcp-go's error for a tool with both a structured
// and a raw input schema.
var ErrSchemaConflict = errors.New("mcp-go cannot marshal the tool: it has both InputSchema (mcp.NewTool's {\"type\":\"object\"}) and RawInputSchema set, so listing the server's tools fails; build it with mcp.NewToolWithRawSchema, or give the schema with WithInputSchema[T] or property options")

// NewTool is the input schema mcp.NewTool(name, opts...) lists in release
// r.
func (r Release) NewTool(opts []ToolOption) Input {
	return r.apply("object", nil, opts)
}

// NewToolWithRawSchema is the input schema mcp.NewToolWithRawSchema(name,
// description, raw) lists, with opts applied after (mcp-go documents
// that options do not go with it).
func (r Release) NewToolWithRawSchema(raw json.RawMessage, opts []ToolOption) Input {
	return r.apply("", raw, opts)
}

func (r Release) apply(typ string, raw json.RawMessage, opts []ToolOption) Input {
	var in Input
	props := map[string]any{}
	var required []string
	var additional any
	for _, o := range opts {
		switch o.Kind {
		case Property:
			s := map[string]any{}
			if o.Type != "" {
				s["type"] = o.Type
			}
			if o.Type == "object" {
				s["properties"] = map[string]any{}
			}
			setAll(s, o.Options)
			if b, ok := s["required"].(bool); ok && b {
				delete(s, "required")
				required = append(required, o.Name)
			}
			props[o.Name] = s
		case RawInput:
			raw = o.Raw
		case FromType:
			if o.Raw != nil {
				typ, raw = "", o.Raw
			}
		case AdditionalProperties:
			additional = o.Value
		case Unfollowed:
			in.Unfollowed = o.Why
			return in
		}
	}
	if raw != nil {
		if typ != "" {
			in.Err = ErrSchemaConflict
			return in
		}
		var v any
		if err := json.Unmarshal(raw, &v); err != nil {
			in.Err = errors.New("mcp-go cannot marshal the tool: its raw input schema is not JSON (" + err.Error() + ")")
			return in
		}
		in.JSON, _ = json.Marshal(v)
		return in
	}
	m := map[string]any{"type": typ}
	switch {
	case len(props) > 0, r.EmptyProperties == EmptyValue:
		m["properties"] = props
	case r.EmptyProperties == Null:
		m["properties"] = nil
	}
	switch {
	case len(required) > 0:
		m["required"] = required
	case r.NilRequired == EmptyValue:
		m["required"] = []string{}
	case r.NilRequired == Null:
		m["required"] = nil
	}
	if additional != nil {
		m["additionalProperties"] = additional
	}
	clean, _ := strip(m, nil, &in.Left)
	b, err := json.Marshal(clean)
	if err != nil {
		in.Unfollowed = "the folded schema does not marshal: " + err.Error()
		return in
	}
	in.JSON = b
	return in
}

// setAll applies property options to a schema map, as mcp-go's
// PropertyOption funcs do.
func setAll(s map[string]any, opts []PropertyOption) {
	for _, p := range opts {
		if p.ItemType == "" {
			s[p.Key] = p.Value
			continue
		}
		items := map[string]any{"type": p.ItemType}
		setAll(items, p.ItemOptions)
		if p.ItemType == "integer" {
			// Only WithIntegerItems drops a Required() given to the item
			// schema; the others keep "required": true in it.
			if b, ok := items["required"].(bool); ok && b {
				delete(items, "required")
			}
		}
		s["items"] = items
	}
}

// strip removes the Unknown values of v, recording their paths in left;
// keep is false for a value that is itself unknown.
func strip(v any, path []string, left *[]string) (any, bool) {
	switch x := v.(type) {
	case Unknown:
		*left = append(*left, strings.Join(path, ".")+": "+x.Why)
		return nil, false
	case map[string]any:
		out := make(map[string]any, len(x))
		for _, k := range slices.Sorted(maps.Keys(x)) {
			if c, ok := strip(x[k], append(slices.Clip(path), k), left); ok {
				out[k] = c
			}
		}
		return out, true
	case []any:
		out := make([]any, 0, len(x))
		for i, e := range x {
			c, ok := strip(e, append(slices.Clip(path), strconv.Itoa(i)), left)
			if !ok {
				return nil, false // an array with a hole is not the array sent
			}
			out = append(out, c)
		}
		return out, true
	}
	return v, true
}

// OutputFromType is the outputSchema mcp-go lists for WithOutputSchema[T],
// given the schema jsonschema-go writes for T: mcp-go decodes it into its
// ToolOutputSchema, which keeps only $defs, properties, required and
// additionalProperties, sets the type to "object", and marshals that
// (properties sorted by name, an empty required as []).
func (r Release) OutputFromType(raw json.RawMessage) (json.RawMessage, error) {
	if !r.Output {
		return nil, errors.New(r.OutputWhy)
	}
	var s struct {
		Defs       map[string]any `json:"$defs"`
		Properties map[string]any `json:"properties"`
		Required   []string       `json:"required"`
		Additional any            `json:"additionalProperties"`
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, err
	}
	m := map[string]any{"type": "object", "properties": map[string]any{}, "required": []string{}}
	if s.Defs != nil {
		m["$defs"] = s.Defs
	}
	if s.Properties != nil {
		m["properties"] = s.Properties
	}
	if len(s.Required) > 0 {
		m["required"] = s.Required
	}
	if s.Additional != nil {
		m["additionalProperties"] = s.Additional
	}
	return json.Marshal(m)
}
