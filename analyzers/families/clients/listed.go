package clients

import (
	"bytes"
	"encoding/json"

	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// listing is what a tool lists, as the client receives it.
type listing struct {
	// in and out are the input and output schemas, decoded; nil when
	// the tool lists none or mcpvet cannot know it.
	in, out any
	// sdk is set when the go-sdk infers the input schema (mcp.AddTool
	// without Tool.InputSchema): what the user changes is then the Go
	// type, as jsonschema-go reads it.
	sdk bool
}

// listed is the schemas a tool will really list (mcpfacts' Listing: the
// one computation the client family, mcpvet gen and mcpvet schema
// share), decoded for the family's walks.
func listed(p *toolpass.Pass, t *mcptool.Tool) listing {
	l := p.Facts.Listing(t)
	var out listing
	if l.Input != nil {
		out.in = decode(l.Input)
	}
	if l.Output != nil {
		out.out = decode(l.Output)
	}
	out.sdk = l.SDK && !l.InputGiven
	return out
}

// decode reads JSON into maps, slices and json.Numbers; nil if it is not
// JSON.
func decode(b []byte) any {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil {
		return nil
	}
	return v
}
