package elicit_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/schema/elicit"
)

// corpus is every shape of requested schema the model must judge as the
// SDK does: good ones, and one of each way to break the subset.
var corpus = []string{
	`null`,
	`{}`,
	`{"type":"object"}`,
	`{"type":"string"}`,
	`{"type":"object","properties":{"name":{"type":"string"}}}`,
	`{"type":"object","properties":{"email":{"type":"string","format":"email","minLength":3,"maxLength":100}}}`,
	`{"type":"object","properties":{"when":{"type":"string","format":"date-time"},"day":{"type":"string","format":"date"},"home":{"type":"string","format":"uri"}}}`,
	`{"type":"object","properties":{"id":{"type":"string","format":"uuid"}}}`,
	`{"type":"object","properties":{"s":{"type":"string","minLength":5,"maxLength":2}}}`,
	`{"type":"object","properties":{"s":{"type":"string","minLength":-1}}}`,
	`{"type":"object","properties":{"s":{"type":"string","default":3}}}`,
	`{"type":"object","properties":{"s":{"type":"string","default":"x","pattern":"^a"}}}`,
	`{"type":"object","properties":{"n":{"type":"integer","minimum":0,"maximum":10,"default":3}}}`,
	`{"type":"object","properties":{"n":{"type":"number","minimum":10,"maximum":0}}}`,
	`{"type":"object","properties":{"n":{"type":"number","default":"x"}}}`,
	`{"type":"object","properties":{"b":{"type":"boolean","default":true}}}`,
	`{"type":"object","properties":{"b":{"type":"boolean","default":"yes"}}}`,
	`{"type":"object","properties":{"color":{"type":"string","enum":["red","green"]}}}`,
	`{"type":"object","properties":{"color":{"type":"string","enum":["red","green"],"enumNames":["Red","Green"]}}}`,
	`{"type":"object","properties":{"color":{"type":"string","enum":["red","green"],"enumNames":["Red"]}}}`,
	`{"type":"object","properties":{"color":{"type":"string","enum":["red"],"enumNames":"Red"}}}`,
	`{"type":"object","properties":{"color":{"enum":["red","green"]}}}`,
	`{"type":"object","properties":{"color":{"type":"integer","enum":[1,2]}}}`,
	`{"type":"object","properties":{"c":{"type":"string","oneOf":[{"const":"r","title":"Red"}]}}}`,
	`{"type":"object","properties":{"c":{"type":"string","oneOf":[{"const":"r"}]}}}`,
	`{"type":"object","properties":{"c":{"type":"string","oneOf":[{"const":1,"title":"One"}]}}}`,
	`{"type":"object","properties":{"c":{"type":"string","oneOf":[{"const":"","title":"None"}]}}}`,
	`{"type":"object","properties":{"tags":{"type":"array","items":{"type":"string","enum":["a","b"]}}}}`,
	`{"type":"object","properties":{"tags":{"type":"array","items":{"anyOf":[{"const":"a","title":"A"}]}}}}`,
	`{"type":"object","properties":{"tags":{"type":"array","items":{"anyOf":[{"title":"A"}]}}}}`,
	`{"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"}}}}`,
	`{"type":"object","properties":{"tags":{"type":"array","items":{"type":"integer"}}}}`,
	`{"type":"object","properties":{"tags":{"type":"array"}}}`,
	`{"type":"object","properties":{"tags":{"type":"array","items":{}}}}`,
	`{"type":"object","properties":{"tags":{"type":["null","array"],"items":{"type":"string","enum":["a"]}}}}`,
	`{"type":"object","properties":{"p":{"type":["null","string"]}}}`,
	`{"type":"object","properties":{"any":{}}}`,
	`{"type":"object","properties":{"any":true}}`,
	`{"type":"object","properties":{"o":{"type":"object","properties":{"x":{"type":"string"}}}}}`,
	`{"type":"object","properties":{"o":{"type":"object"}}}`,
	`{"type":"object","properties":{"o":{"type":"object","additionalProperties":{"type":"string"}}}}`,
	`{"type":"object","properties":{"o":{"type":"null"}}}`,
	`{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"object","properties":{"x":{}}},"c":{"type":"array"}},"required":["a"]}`,
}

// TestAgainstSDK holds the model to the go-sdk's own check: a real client
// with an ElicitationHandler either gets the request (the SDK accepted the
// schema) or the server's Elicit fails before it (the SDK refused it).
func TestAgainstSDK(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	handled := 0
	client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			handled++
			return &mcp.ElicitResult{Action: "decline"}, nil
		},
	})
	server := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v0"}, nil)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	// On protocol 2026-07-28 a server asks through a tool result's
	// InputRequests, and ServerSession.Elicit refuses to send; the
	// validation is the same either way.
	cs, err := client.Connect(ctx, ct, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	refused := 0
	for _, raw := range corpus {
		problems, err := elicit.CheckJSON([]byte(raw))
		if err != nil {
			t.Errorf("%s: %v", raw, err)
			continue
		}
		before := handled
		_, sdkErr := ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: json.RawMessage(raw)})
		sdkAccepted := handled > before
		if !sdkAccepted && sdkErr == nil {
			t.Fatalf("%s: the handler was not called and Elicit did not fail", raw)
		}
		if !sdkAccepted {
			refused++
			if !strings.Contains(sdkErr.Error(), "elicit schema") {
				t.Errorf("%s: refused for another reason: %v", raw, sdkErr)
			}
		}
		if sdkAccepted != (len(problems) == 0) {
			t.Errorf("%s: the SDK accepts it: %v (%v); the model says %v", raw, sdkAccepted, sdkErr, problems)
		}
		// The SDK names the first property it meets; when only one is
		// at fault, it must be the one the model names.
		if !sdkAccepted && len(problems) == 1 && problems[0].Property != "" && !strings.Contains(sdkErr.Error(), `"`+problems[0].Property+`"`) {
			t.Errorf("%s: the SDK says %v; the model blames %q", raw, sdkErr, problems[0].Property)
		}
	}
	if refused == 0 || refused == len(corpus) {
		t.Fatalf("the SDK refused %d of %d schemas: the corpus does not test both ways", refused, len(corpus))
	}
}

// TestForTypes: what jsonschema.For infers for the types people put in a
// form, judged by the model and by the SDK's validation through the real
// inference (the SDK-dialect model feeds the analyzer the same schemas).
func TestForTypes(t *testing.T) {
	type flat struct {
		Name  string    `json:"name"`
		Age   int       `json:"age"`
		Admin bool      `json:"admin"`
		When  time.Time `json:"when"`
	}
	type withSlice struct {
		Tags []string `json:"tags"`
	}
	type withPointer struct {
		Nick *string `json:"nick,omitempty"`
	}
	type withNested struct {
		Addr struct{ City string } `json:"addr"`
	}
	for _, tc := range []struct {
		s    *jsonschema.Schema
		want []string
	}{
		{must(jsonschema.For[flat](nil)), nil},
		{must(jsonschema.For[withSlice](nil)), []string{`property "tags" has a list of types ["null" "array"]`}},
		{must(jsonschema.For[withPointer](nil)), []string{`property "nick" has a list of types ["null" "string"]`}},
		{must(jsonschema.For[withNested](nil)), []string{`property "addr" has properties of its own`}},
	} {
		var got []string
		for _, p := range elicit.Check(tc.s) {
			got = append(got, p.String())
		}
		if len(got) != len(tc.want) {
			t.Errorf("%v: got %q, want %q", tc.s, got, tc.want)
			continue
		}
		for i := range got {
			if !strings.HasPrefix(got[i], tc.want[i]) {
				t.Errorf("%v: got %q, want %q...", tc.s, got[i], tc.want[i])
			}
		}
	}
}

func must(s *jsonschema.Schema, err error) *jsonschema.Schema {
	if err != nil {
		panic(err)
	}
	return s
}
