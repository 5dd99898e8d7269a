package drift

import (
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// typedIn reports whether t is a go-sdk mcp.AddTool tool that gives its
// own input schema and whose In is a struct: the SDK validates a call's
// arguments against the schema given, then decodes them into In by its
// JSON field names (exactly: go-sdk v1.8 does not fold case). A listed
// property In has no field for is dropped there, whatever the model
// sends (OMCG0041); a field of In the listing does not have is never
// sent (OMCG0040). Where the SDK infers the schema from In the two agree
// by construction, and nothing is compared.
func typedIn(t *mcptool.Tool) bool {
	if t.Style() != mcptool.SDKAddTool || !t.InputSchemaGiven || t.In == nil || t.IllTyped {
		return false
	}
	in := t.In
	if p, ok := types.Unalias(in).(*types.Pointer); ok {
		in = p.Elem()
	}
	_, ok := in.Underlying().(*types.Struct)
	return ok
}

// compareTypedIn holds In's fields, as the SDK decodes into them, against
// the schema the tool gives.
func compareTypedIn(res *mcpfacts.Result, t *mcptool.Tool) *Compared {
	c := &Compared{Tool: t, Handler: t.Handler}
	in, why := listingOf(res, t)
	if why != "" {
		c.Skipped = why
		return c
	}
	c.Reads = valueflow.InReads(t.In)
	c.Props = props(t, in)
	return c
}
