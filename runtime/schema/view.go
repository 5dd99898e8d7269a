package schema

// Kind is the kind of a type as encoding/json sees it. It mirrors
// reflect.Kind so that both adapters map onto it one to one.
type Kind int

const (
	Invalid Kind = iota
	Bool
	Int
	Int8
	Int16
	Int32
	Int64
	Uint
	Uint8
	Uint16
	Uint32
	Uint64
	Uintptr
	Float32
	Float64
	Complex64
	Complex128
	String
	Array
	Slice
	Map
	Pointer
	Struct
	Interface
	Chan
	Func
	UnsafePointer
)

func (k Kind) isInteger() bool { return k >= Int && k <= Uintptr }
func (k Kind) isFloat() bool   { return k == Float32 || k == Float64 }

// Method names one of the four interfaces encoding/json consults.
type Method int

const (
	MarshalJSON Method = iota
	UnmarshalJSON
	MarshalText
	UnmarshalText
)

func (m Method) String() string {
	switch m {
	case MarshalJSON:
		return "MarshalJSON"
	case UnmarshalJSON:
		return "UnmarshalJSON"
	case MarshalText:
		return "MarshalText"
	case UnmarshalText:
		return "UnmarshalText"
	}
	return "?"
}

// Type is the abstract view of a Go type that the rules read. The go/types
// adapter (schema/typesview) and the reflect adapter (schema/reflectview)
// implement it; the rules never see anything else, which is what keeps the
// static and the runtime schema byte-identical.
type Type interface {
	Kind() Kind
	// Name is the defined type's name without type arguments, "" for an
	// unnamed type. Predeclared basic types (int, string, unsafe.Pointer)
	// count as unnamed; error, a predeclared interface, is named.
	Name() string
	// PkgPath is the import path of a defined type's package, "" otherwise.
	PkgPath() string
	// String is a human-readable spelling used in problem messages.
	String() string
	// Key identifies the type within one adapter: two views of the same
	// type have equal Keys. It must be comparable.
	Key() any

	Elem() Type // Array, Slice, Pointer, Map
	MapKey() Type
	Len() int64 // Array

	NumField() int
	Field(i int) Field

	// NumMethod is the number of methods of an interface type.
	NumMethod() int
	// Has reports whether T or *T has the method with the signature
	// encoding/json requires.
	Has(m Method) bool
	// HasValue reports whether T itself has it: a value receiver, or T is
	// a pointer or interface with the method. encoding/json calls a
	// pointer-receiver method only on an addressable value, and looks up
	// a map key's MarshalText on the key type alone, so when writing,
	// only these methods are sure to be used.
	HasValue(m Method) bool
}

// Field is one field of a struct type.
type Field struct {
	Name     string
	Exported bool
	Embedded bool
	Tag      string
	Type     Type
	// Source is the adapter's own handle on the field (a *types.Var for
	// the go/types adapter), carried into problems so that a caller can
	// report a position. The rules never look at it.
	Source any
}
