package schema

// SDKPath is the import path of the official Go SDK's mcp package, whose
// Content and CallToolResult types are result forms of their own.
const SDKPath = "github.com/modelcontextprotocol/go-sdk/mcp"

// ResultForm is how a tool's Go results reach the client (docs/tools.md,
// "Result forms"). The static side (the fact pass, over go/types) and the
// runtime (over reflect) both classify a result type with ResultFormOf, so
// that what mcpvet lists and what the runtime serves cannot disagree.
type ResultForm int

const (
	FormInvalid    ResultForm = iota // no form: the tool cannot be registered
	FormNone                         // no result, or only an error: no content
	FormText                         // a string: one text block
	FormContent                      // mcp.Content or []mcp.Content, sent as given
	FormCallResult                   // *mcp.CallToolResult, sent as given
	FormTyped                        // (*mcp.CallToolResult, Out, error), mcp.ToolHandlerFor's results
	FormJSONText                     // a JSON value sent as one text block (numbers, booleans, slices, time.Time, ...)
	FormEnumText                     // an enum's value as text
	FormStructured                   // object-shaped: structured content with an outputSchema
)

// ResultFormOf classifies the one result type t of a tool func (the
// error result aside). facts tells enums apart; nil knows none.
func ResultFormOf(t Type, facts Facts) ResultForm {
	switch {
	case isCallToolResultPtr(t):
		return FormCallResult
	case isContent(t):
		return FormContent
	case t.Kind() == String:
		return FormText
	case ObjectShaped(t):
		return FormStructured
	case t.Name() != "" && facts != nil && len(facts.Enum(t.PkgPath(), t.Name())) > 0:
		return FormEnumText
	case isJSONText(t):
		return FormJSONText
	}
	return FormInvalid
}

// ObjectShaped reports whether encoding/json writes the values of t as a
// JSON object: a struct or a map, or a pointer to one, with no MarshalJSON
// or MarshalText of its own. Only such results get an outputSchema and
// structured content, and only such a type can hold a tool's arguments.
func ObjectShaped(t Type) bool {
	if t.Kind() == Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case Struct, Map:
		return !t.Has(MarshalJSON) && !t.Has(MarshalText)
	}
	return false
}

// ObjectRoot returns the root of a tool's output schema: the fragment
// inside a nullable wrapper (NonNull). The root of a result is never null
// on the wire (a nil pointer or map result is sent as text, never as
// structured content), and clients expect an outputSchema of type
// "object". s itself is not changed.
func ObjectRoot(s *Schema) *Schema {
	if s == nil {
		return nil
	}
	return NonNull(s)
}

// IsObject reports whether s is the schema of a JSON object and nothing
// else, as a tool's inputSchema must be.
func IsObject(s *Schema) bool {
	return s != nil && len(s.Type) == 1 && s.Type[0] == "object"
}

func isCallToolResultPtr(t Type) bool {
	if t.Kind() != Pointer {
		return false
	}
	e := t.Elem()
	return e.PkgPath() == SDKPath && e.Name() == "CallToolResult"
}

func isContent(t Type) bool {
	if t.Kind() == Slice && t.Name() == "" {
		t = t.Elem()
	}
	return t.PkgPath() == SDKPath && t.Name() == "Content"
}

// isJSONText: booleans, real numbers, slices and arrays (json.RawMessage
// among them), and the two structs written as JSON strings that tools
// commonly return, time.Time and a UUID type.
func isJSONText(t Type) bool {
	switch k := t.Kind(); {
	case k == Bool, k.isInteger(), k.isFloat(), k == Slice, k == Array:
		return true
	case k == Struct:
		return t.PkgPath() == "time" && t.Name() == "Time" || t.Name() == "UUID"
	}
	return false
}
