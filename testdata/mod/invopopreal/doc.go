// Package invopopreal holds schema/invopopdialect, mcpvet's model of what
// github.com/invopop/jsonschema's Reflector reflects from a Go type,
// against the real library (v0.13.0), over the types of its test. The
// main module does not depend on invopop; schema/invopopdialect's test
// runs this one.
package invopopreal
