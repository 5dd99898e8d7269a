// Package a shows struct tags that encoding/json reads differently from
// how they look (flagged) and tags that are fine (not flagged).
package a

import (
	"context"
	"time"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Note    string    `json:"note,omitempy"`                  // want `OMCG0011: tags: In.Note: json option "omitempy" is not known to encoding/json and is ignored: the input schema then lists the field as required, so every call without it fails$`
	When    time.Time `json:"when,omitempty"`                 // want `OMCG0011: tags: In.When: omitempty never omits a struct value such as time.Time; use omitzero`
	Tags    []string  `json:"tags,string"`                    // want `OMCG0011: tags: In.Tags: json option "string" applies only to booleans, numbers and strings`
	Qty     int       `json:"qty" validate:"min=abc"`         // want `OMCG0011: tags: In.Qty: validate rule "min=abc": "abc" is not a number`
	Frob    int       `json:"frob,frobnicate"`                // want `OMCG0011: tags: In.Frob: json option "frobnicate" is not known`
	Count   int       `json:"count,string"`                   // not flagged: ,string applies to numbers
	Since   time.Time `json:"since,omitzero"`                 // not flagged
	Maybe   *Inner    `json:"maybe,omitempty"`                // not flagged: a nil pointer is omitted
	Limit   int       `json:"limit" validate:"min=1,max=100"` // not flagged
	Comment string    `json:"comment,"`                       // not flagged: an empty option list
}

type Inner struct{ V int }

type Out struct{}

func h(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	runtime.AddTool(s, &mcp.Tool{Name: "tags"}, h)
}
