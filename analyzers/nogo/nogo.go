// Package nogo holds one package per mcpvet diagnostic code for Bazel
// rules_go's nogo, which links each package of its deps into its checker
// and runs the package-level variable named Analyzer: nogo/omcg0007 is
// toolname.OMCG0007 under that name, and so on. The fact passes the codes
// require (mcpfacts, apifacts, effects) come along through Requires;
// nogo/clientprofile is the client family's setting, listed to set its
// analyzer_flags.
//
// The packages are generated from analyzers.Codes: after adding a code,
// run go generate ./analyzers/nogo (TestEveryCode fails until then). It
// is the registry's one generation: it first regenerates the codes' Docs
// and the README's table from their pages (docs/diagnostics), then writes
// these packages and each family's codes in the README's package list
// (TestReadmeFamilies fails until then).
// docs/nogo.md says how to list them in a nogo target.
package nogo

//go:generate go generate ../../docs/diagnostics
//go:generate go run gen.go
