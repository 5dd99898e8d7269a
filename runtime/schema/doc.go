// Package schema holds mcpvet's rules for turning a Go type into the JSON
// Schema of what encoding/json reads (an input) or writes (an output).
// docs/schema.md describes the rules for a reader; this package is them,
// written once.
//
// The rules never see go/types or reflect. They read a [Type], an
// abstract view of a Go type as encoding/json sees it, which two adapters
// provide: schema/typesview over go/types for the analyzers and mcpvet gen,
// and schema/reflectview over reflect for the runtime. Both spell types
// and report problems alike, so for every type the static side and the
// runtime compute the same bytes; the agreement tests hold them to it.
//
// [Generate] computes one schema in one [Direction]. What reflection
// cannot see, enum constants and doc comments, comes in through [Facts]
// (a [FactTable] collected from source, or embedded in the generated file
// for the runtime). What the rules cannot express becomes the empty schema
// {} and a [Problem], and the rest of the schema is still computed.
//
// A [Schema] holds only the keywords of mcpvet's dialect, and [Encode]
// writes them in one fixed order without insignificant whitespace: a
// schema has exactly one byte form, which golden files, the generated
// file and the static-equals-runtime comparisons rely on.
//
// The go-sdk's own inference, which differs from these rules, is modelled
// (not produced) by schema/sdkdialect.
package schema
