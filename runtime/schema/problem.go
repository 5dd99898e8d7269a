package schema

// ProblemKind classifies what the rules could not express.
type ProblemKind int

const (
	// Unsupported: the type has no schema (chan, func, complex,
	// unsafe.Pointer, a non-empty interface, a bad map key, a type that
	// marshals as text but cannot be decoded from it).
	Unsupported ProblemKind = iota + 1
	// SelfReference: the type refers to itself.
	SelfReference
	// FieldTie: two struct fields tie for one JSON name and encoding/json
	// drops both.
	FieldTie
	// CaseCollision: two JSON names of one struct differ only by case, so
	// decoding (which ignores case) is ambiguous.
	CaseCollision
	// TagMismatch: a struct tag says something encoding/json will not do,
	// or a validate rule is malformed.
	TagMismatch
)

func (k ProblemKind) String() string {
	switch k {
	case Unsupported:
		return "unsupported"
	case SelfReference:
		return "self-reference"
	case FieldTie:
		return "field-tie"
	case CaseCollision:
		return "case-collision"
	case TagMismatch:
		return "tag-mismatch"
	}
	return "unknown"
}

// Problem is one thing the rules found wrong with a type. It never stops
// the computation: the offending fragment becomes {} and the rest of the
// schema is still produced.
type Problem struct {
	Kind ProblemKind
	// Path locates the problem from the root: "In.Root.Children[] -> Node".
	// Struct fields are written by their Go names, slice, array and map
	// elements as [] and {}.
	Path string
	// Type is the offending type as written in Go.
	Type    string
	Message string
	// Sources holds the adapter handles (Field.Source) of the fields
	// involved, so a caller can point at them.
	Sources []any
	// Option names the json option at fault, for TagMismatch problems that
	// concern one ("omitempy", "string").
	Option string
}

func (p Problem) String() string { return p.Path + ": " + p.Message }
