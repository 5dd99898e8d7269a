package runtime_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// Picky refuses every value but "ok", by its own UnmarshalJSON.
type Picky struct{ v string }

func (p *Picky) UnmarshalJSON(b []byte) error {
	if string(b) != `"ok"` {
		return errors.New("not ok")
	}
	p.v = "ok"
	return nil
}

type Base struct {
	Stamp time.Time `json:"stamp"`
}

type Nested struct {
	Name string `json:"name"`
}

type DecodeIn struct {
	Base                       // promoted: stamp
	Nested  `json:"nested"`    // a nested property, not promoted
	Count   int                `json:"count,string"`
	IDs     []uuid.UUID        `json:"ids"`
	ByNum   map[int]string     `json:"by_num"`
	Checks  [][]Picky          `json:"checks"`
	Small   int8               `json:"small"`
	Ptr     *Base              `json:"ptr"`
	Weird   map[string]float64 `json:"weird"`
	Ignored string             `json:"-"`
}

// TestDecodeArguments: values a schema cannot rule out fail in decoding,
// and the error names the argument as validation errors do.
func TestDecodeArguments(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{`{"stamp":"yesterday"}`, "stamp"},
		{`{"nested":{"name":1}}`, "nested.name"},
		{`{"count":"twelve"}`, "count"},
		{`{"ids":["6ba7b810-9dad-11d1-80b4-00c04fd430c8","nope"]}`, "ids[1]"},
		{`{"by_num":{"1":"a","x":"b"}}`, "by_num.x"},
		{`{"checks":[["ok"],["ok","bad"]]}`, "checks[1][1]"},
		{`{"small":300}`, "small"},
		{`{"ptr":{"stamp":5}}`, "ptr.stamp"},
		{`{"weird":{"a.b":"x"}}`, `weird["a.b"]`},
		{`[]`, ""},
	} {
		var in DecodeIn
		err := mcpvetimpl.DecodeArguments(json.RawMessage(c.args), &in)
		ae, ok := errors.AsType[*runtime.ArgumentError](err)
		if !ok || ae.Path != c.want || ae.Err == nil {
			t.Errorf("%s: got %v, want an ArgumentError at %q", c.args, err, c.want)
		}
	}

	var in DecodeIn
	if err := mcpvetimpl.DecodeArguments(nil, &in); err != nil {
		t.Errorf("absent arguments: %v", err)
	}
	ok := `{"stamp":"2024-01-02T03:04:05Z","nested":{"name":"n"},"count":"12","checks":[["ok"]],"by_num":{"1":"a"}}`
	if err := mcpvetimpl.DecodeArguments(json.RawMessage(ok), &in); err != nil || in.Count != 12 || in.Name != "n" || in.ByNum[1] != "a" {
		t.Errorf("valid arguments: %v %+v", err, in)
	}
	// A caller's mistake is not the client's: no ArgumentError.
	err := mcpvetimpl.DecodeArguments(json.RawMessage(`{}`), in)
	if _, isArg := errors.AsType[*runtime.ArgumentError](err); err == nil || isArg || !strings.Contains(err.Error(), "non-pointer") {
		t.Errorf("non-pointer: got %v", err)
	}
}
