// Package schematype reports tool argument and result types that have no
// schema, result forms that are not tools, struct tags that encoding/json
// reads differently from how they look, and schemas that need generated
// facts: OMCG0002, OMCG0003, OMCG0005 and OMCG0011.
//
// Each code is its own analyzer; all read the schemas and problems that
// mcpfacts computed and never recompute them, except OMCG0005, which asks
// what the runtime would serve without the facts reflection cannot see.
package schematype
