// Package typefacts holds the type facts of the mcpfacts pass.
//
// Reflection cannot list a type's constants or read its doc comments, yet
// both shape a schema (enums, descriptions). typefacts collects them from
// the source of every package outside the standard library and exports
// them as one [PackageFacts] per package, so that a tool in one package
// gets the enums and docs of types declared in another. The doc comments
// of other modules are not exported, only their enums: a fact is copied
// into the vet data of every dependent package, and whole documented
// modules made go vet measurably slower. mcpfacts.Result.Facts answers for the
// package and everything it imports; the generated file carries the same
// table to the runtime.
package typefacts
