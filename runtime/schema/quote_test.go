package schema

import (
	"bytes"
	"encoding/json"
	"testing"
)

// FuzzQuote holds the fast path of quote to encoding/json's own form
// (without HTML escaping), which the canonical bytes are defined by.
func FuzzQuote(f *testing.F) {
	for _, s := range []string{"", "plain", `say "hi"`, `back\slash`, "<a&b>", "tab\there", "\u2028", "é", "\x7f", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		want := string(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
		if got := quote(s); got != want {
			t.Errorf("quote(%q) = %s, want %s", s, got, want)
		}
		var w bytes.Buffer
		writeString(&w, s)
		if w.String() != want {
			t.Errorf("writeString(%q) = %s, want %s", s, w.String(), want)
		}
	})
}
