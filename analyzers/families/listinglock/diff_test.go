package listinglock

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestChanges(t *testing.T) {
	base := Tool{
		Description:  "Find notes.",
		InputSchema:  json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"},"limit":{"type":"integer"}},"required":["text"]}`),
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"hits":{"type":"array"}}}`),
	}
	yes := true
	for _, tc := range []struct {
		name string
		edit func(*Tool)
		want []string // each change, "!" first when breaking
	}{
		{"unchanged", func(*Tool) {}, nil},
		{"keys reordered", func(t *Tool) {
			t.InputSchema = json.RawMessage(`{"required":["text"],"properties":{"limit":{"type":"integer"},"text":{"type":"string"}},"type":"object"}`)
		}, nil},
		{"description", func(t *Tool) { t.Description = "Find all notes." }, []string{`its description changed from "Find notes." to "Find all notes."`}},
		{"title", func(t *Tool) { t.Title = "Find" }, []string{`its title changed from "" to "Find"`}},
		{"annotation set", func(t *Tool) { t.Annotations = &Annotations{ReadOnlyHint: &yes} }, []string{"its annotation readOnlyHint changed from unset to true"}},
		{"renamed", func(t *Tool) {
			t.InputSchema = json.RawMessage(`{"type":"object","properties":{"query":{"type":"string"},"limit":{"type":"integer"}},"required":["query"]}`)
		}, []string{`!argument "text" renamed to "query"`}},
		{"removed and required added", func(t *Tool) {
			t.InputSchema = json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"},"page":{"type":"string","enum":["a"]}},"required":["text","page"]}`)
		}, []string{`!argument "limit" removed`, `!required argument "page" added`}},
		{"optional added", func(t *Tool) {
			t.InputSchema = json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"},"limit":{"type":"integer"},"page":{"type":"integer","minimum":1}},"required":["text"]}`)
		}, []string{`argument "page" added`}},
		{"type narrowed, made required", func(t *Tool) {
			t.InputSchema = json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"},"limit":{"type":"string"}},"required":["text","limit"]}`)
		}, []string{`!the type of argument "limit" changed from integer to string`, `!argument "limit" is now required`}},
		{"result property removed", func(t *Tool) {
			t.OutputSchema = json.RawMessage(`{"type":"object","properties":{}}`)
		}, []string{`!result property "hits" removed`}},
		{"result property added", func(t *Tool) {
			t.OutputSchema = json.RawMessage(`{"type":"object","properties":{"hits":{"type":"array"},"total":{"type":"integer"}}}`)
		}, []string{`result property "total" added`}},
		{"no output schema", func(t *Tool) { t.OutputSchema = nil }, []string{"!it no longer lists output schema"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			now := base
			tc.edit(&now)
			var got []string
			for _, c := range Changes(base, now) {
				s := c.What
				if c.Breaking {
					s = "!" + s
				}
				got = append(got, s)
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("Changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}
