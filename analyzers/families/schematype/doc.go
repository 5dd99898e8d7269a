// Package schematype reports tool argument and result types that have no
// schema, result forms that are not tools, struct tags that encoding/json
// reads differently from how they look, and schemas the go-sdk infers
// differently from what goes on the wire: OMCG0002, OMCG0003, OMCG0011 and
// OMCG0014.
//
// Each code is its own analyzer; all read the schemas and problems that
// mcpfacts computed and never recompute them.
package schematype
