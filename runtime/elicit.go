package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/schema/elicit"
	"github.com/mcpvet/mcpvet/schema/reflectview"
)

// Elicit asks the user of the client behind ss to fill in a form (MCP
// elicitation, "form" mode) and decodes the answer into a T. accepted
// reports whether the user submitted the form; when they declined or
// dismissed it, Elicit returns T's zero value, false and no error.
//
// The form is T's input schema by mcpvet's rules (the schema a tool
// taking T as its arguments lists: a pointer field is optional, an enum
// lists its values when the generated file registered them), and must
// stay in the subset elicitation allows: a struct of string (with format
// email, uri, date or date-time), number, integer and boolean fields,
// enums of strings and slices of such enums, nothing nested. mcpvet
// reports a T that breaks it (OMCG0028) where Elicit is called; at run
// time Elicit returns an error before the user sees anything.
//
// The go-sdk validates the answer against the form before Elicit sees it.
// Elicit sends the request itself, so the client must speak a protocol
// version before 2026-07-28 and support elicitation: on 2026-07-28 the
// go-sdk refuses a server-initiated request while a call is served
// (return mcp.ElicitParams in a CallToolResult's InputRequests there).
func Elicit[T any](ctx context.Context, ss *mcp.ServerSession, message string) (value T, accepted bool, err error) {
	t := reflect.TypeFor[T]()
	form, err := elicitForm(t)
	if err != nil {
		return value, false, err
	}
	if ss == nil {
		return value, false, errors.New("runtime.Elicit: no session")
	}
	res, err := ss.Elicit(ctx, &mcp.ElicitParams{Mode: "form", Message: message, RequestedSchema: form})
	if err != nil {
		return value, false, err
	}
	if res.Action != "accept" {
		return value, false, nil
	}
	raw, err := json.Marshal(res.Content)
	if err != nil {
		return value, false, fmt.Errorf("runtime.Elicit[%s]: the answer: %v", t, err)
	}
	if err := decodeArgs(raw, &value); err != nil {
		var zero T
		return zero, false, fmt.Errorf("runtime.Elicit[%s]: the answer does not decode: %v", t, err)
	}
	return value, true, nil
}

// elicitForm is the requested schema for t, with the facts registered
// so far, or why there is none.
func elicitForm(t reflect.Type) (json.RawMessage, error) {
	form, probs := elicit.Form(reflectview.Type(t), currentFacts())
	if len(probs) == 0 {
		return form, nil
	}
	msgs := make([]string, len(probs))
	for i, p := range probs {
		msgs[i] = p.String()
		if p.Field != nil {
			msgs[i] = p.Field.Name + ": " + msgs[i]
		}
	}
	return nil, fmt.Errorf("runtime.Elicit[%s]: not a form an elicitation can ask for: %s (run mcpvet for details)", t, strings.Join(msgs, "; "))
}
