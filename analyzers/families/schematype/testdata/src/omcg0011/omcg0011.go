// Package omcg0011 shows struct tags of a tool's input that encoding/json
// reads differently from how they look (flagged) and tags that are fine
// (not flagged).
package omcg0011

import (
	"context"
	"time"
)

type In struct {
	Note    string    `json:"note,omitempy"`                  // want `OMCG0011: tags: In.Note: json option "omitempy" is not known to encoding/json and is ignored: the input schema then lists the field as required, so every call without it fails$`
	When    time.Time `json:"when,omitempty"`                 // want `OMCG0011: tags: In.When: omitempty never omits a struct value such as time.Time; use omitzero`
	Tags    []string  `json:"tags,string"`                    // want `OMCG0011: tags: In.Tags: json option "string" applies only to booleans, numbers and strings`
	Qty     int       `json:"qty" validate:"min=abc"`         // want `OMCG0011: tags: In.Qty: validate rule "min=abc": "abc" is not a number`
	Count   int       `json:"count,string"`                   // not flagged: ,string applies to numbers
	Since   time.Time `json:"since,omitzero"`                 // not flagged
	Maybe   *Inner    `json:"maybe,omitempty"`                // not flagged: a nil pointer is omitted
	Limit   int       `json:"limit" validate:"min=1,max=100"` // not flagged
	Comment string    `json:"comment,"`                       // not flagged: an empty option list
}

type Inner struct{ V int }

type Out struct{}

//mcp:tool
func Tags(ctx context.Context, in In) (Out, error) { return Out{}, nil }
