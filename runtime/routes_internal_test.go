package runtime

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestRoutePathMatchesServeMux builds paths from arguments and serves
// them through a ServeMux with the same pattern: the handler must see
// the argument as its path value, unchanged.
func TestRoutePathMatchesServeMux(t *testing.T) {
	for _, tc := range []struct {
		pattern, arg, value string
		escaped             string
	}{
		{"/api/items/{id}", "id", `"42"`, "/api/items/42"},
		{"/api/items/{id}", "id", `42`, "/api/items/42"},
		{"/api/items/{id}", "id", `-7`, "/api/items/-7"},
		{"/api/items/{id}", "id", `12345678901234567890123`, "/api/items/12345678901234567890123"},
		{"/api/items/{id}", "id", `1e3`, "/api/items/1000"},
		{"/api/items/{id}", "id", `2.5`, "/api/items/2.5"},
		{"/api/items/{id}", "id", `true`, "/api/items/true"},
		{"/api/items/{id}", "id", `"a/b"`, "/api/items/a%2Fb"},
		{"/api/items/{id}", "id", `"a b?c#d%e"`, "/api/items/a%20b%3Fc%23d%25e"},
		{"/api/items/{id}", "id", `"\u00fc\"\\"`, "/api/items/%C3%BC%22%5C"},
		{"/api/items/{id}", "id", `"..."`, "/api/items/..."},
		{"/api/items/{id}/parts", "id", `"x y"`, "/api/items/x%20y/parts"},
		{"/files/{path...}", "path", `"a/b c/d.txt"`, "/files/a/b%20c/d.txt"},
		{"/files/{path...}", "path", `"dir/"`, "/files/dir/"},
		{"/files/{path...}", "path", `""`, "/files/"},
		{"/files/{path...}", "path", `"a%2Fb"`, "/files/a%252Fb"},
		{"/a%20b/{id}", "id", `"1"`, "/a%20b/1"},
	} {
		rp, err := compilePath(tc.pattern, []string{tc.arg})
		if err != nil {
			t.Fatalf("%s: %v", tc.pattern, err)
		}
		esc, dec, err := rp.build(map[string]json.RawMessage{tc.arg: json.RawMessage(tc.value)})
		if err != nil {
			t.Errorf("%s %s: %v", tc.pattern, tc.value, err)
			continue
		}
		if esc != tc.escaped {
			t.Errorf("%s %s: escaped %q, want %q", tc.pattern, tc.value, esc, tc.escaped)
		}
		want, _ := scalarText(json.RawMessage(tc.value))
		mux := http.NewServeMux()
		var got string
		mux.HandleFunc(tc.pattern, func(w http.ResponseWriter, r *http.Request) {
			got = r.PathValue(tc.arg)
			if r.URL.Path != dec {
				t.Errorf("%s %s: r.URL.Path %q, decoded %q", tc.pattern, tc.value, r.URL.Path, dec)
			}
		})
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, httptest.NewRequest("GET", esc, nil))
		if w.Code != 200 || got != want {
			t.Errorf("%s %s: served %d with path value %q, want 200 with %q", tc.pattern, tc.value, w.Code, got, want)
		}
	}
}

func TestRoutePathRefusals(t *testing.T) {
	for _, tc := range []struct{ pattern, value string }{
		{"/api/items/{id}", `""`},
		{"/api/items/{id}", `"."`},
		{"/api/items/{id}", `".."`},
		{"/api/items/{id}", `null`},
		{"/api/items/{id}", `{}`},
		{"/api/items/{id}", `["a"]`},
		{"/files/{path...}", `"/abs"`},
		{"/files/{path...}", `"a//b"`},
		{"/files/{path...}", `"a/../b"`},
		{"/files/{path...}", `"./a"`},
		{"/files/{path...}", `"a/.."`},
	} {
		name := strings.Trim(tc.pattern[strings.LastIndex(tc.pattern, "{"):], "{.}")
		rp, err := compilePath(tc.pattern, []string{name})
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = rp.build(map[string]json.RawMessage{name: json.RawMessage(tc.value)})
		if ae := (*ArgumentError)(nil); !errors.As(err, &ae) || ae.Path != name {
			t.Errorf("%s %s: %v, want an argument error naming %s", tc.pattern, tc.value, err, name)
		}
	}
	rp, _ := compilePath("/api/items/{id}", []string{"id"})
	if _, _, err := rp.build(nil); err == nil {
		t.Error("a missing path value was accepted")
	}
}

func TestRouteQuery(t *testing.T) {
	q := url.Values{}
	for name, raw := range map[string]string{"s": `"a b&c"`, "n": `10`, "f": `0.5`, "b": `false`, "tags": `["x", 2, true]`, "none": `null`, "empty": `[]`} {
		if err := addQuery(q, name, json.RawMessage(raw)); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := q.Encode(), "b=false&f=0.5&n=10&s=a+b%26c&tags=x&tags=2&tags=true"; got != want {
		t.Errorf("query %q, want %q", got, want)
	}
	for _, raw := range []string{`{}`, `[{}]`, `[[1]]`, `[null]`} {
		err := addQuery(url.Values{}, "tag", json.RawMessage(raw))
		if ae := (*ArgumentError)(nil); !errors.As(err, &ae) {
			t.Errorf("%s: %v, want an argument error", raw, err)
		}
	}
}

func TestRouteResult(t *testing.T) {
	for _, tc := range []struct {
		status     int
		body       string
		structured bool
		text       string // "" for no content
		sc         string
		isError    bool
	}{
		{200, `{"a":1}` + "\n", true, `{"a":1}`, `{"a":1}`, false},
		{200, `{"a":1}`, false, `{"a":1}`, "", false},
		{200, " [1,2]\n", true, `[1,2]`, "", false},
		{200, `"s"`, true, `"s"`, "", false},
		{200, "plain text\n", true, "plain text\n", "", false},
		{200, `{"broken":`, true, `{"broken":`, "", false},
		{201, `{"id":1}`, true, `{"id":1}`, `{"id":1}`, false},
		{204, "", true, "", "", false},
		{200, "  \n", true, "", "", false},
		{404, "not found\n", true, "HTTP 404: not found", "", true},
		{404, "", true, "HTTP 404: Not Found", "", true},
		{599, "", true, "HTTP 599: (no body)", "", true},
		{302, "", true, "HTTP 302: Found", "", true},
		{500, `{"error":"x"}`, true, `HTTP 500: {"error":"x"}`, "", true},
	} {
		r := routeResult(tc.status, []byte(tc.body), tc.structured)
		var text string
		if len(r.Content) == 1 {
			text = r.Content[0].(*mcp.TextContent).Text
		} else if len(r.Content) > 1 {
			t.Errorf("%d %q: %d blocks", tc.status, tc.body, len(r.Content))
		}
		var sc string
		if r.StructuredContent != nil {
			sc = string(r.StructuredContent.(json.RawMessage))
		}
		if text != tc.text || sc != tc.sc || r.IsError != tc.isError {
			t.Errorf("%d %q: text %q sc %q isError %v, want %q %q %v", tc.status, tc.body, text, sc, r.IsError, tc.text, tc.sc, tc.isError)
		}
	}
	long := strings.Repeat("ab€", 500) // 2500 bytes, € is 3
	got := cutBody([]byte(long), 500)
	if !strings.HasSuffix(got, "…") || len(got) > maxErrorBody+len("…") || !strings.HasPrefix(long, strings.TrimSuffix(got, "…")) {
		t.Errorf("cut %d bytes: %q", len(got), got[len(got)-10:])
	}
}

func TestScopeText(t *testing.T) {
	for s, want := range map[Scope]string{
		0:                                    "none",
		ScopeRead:                            "Read",
		ScopeWrite:                           "Write",
		ScopeRead | ScopeWrite:               "Read, Write",
		ScopeRead | ScopeWrite | ScopeDelete: "Read, Write, Delete",
		ScopeDelete | 16:                     "Delete, Scope(16)",
	} {
		if got := scopeText(s); got != want {
			t.Errorf("scopeText(%d) = %q, want %q", s, got, want)
		}
	}
}

func TestRecorder(t *testing.T) {
	r := &recorder{}
	if r.result() != 200 {
		t.Error("nothing written is 200")
	}
	r.WriteHeader(103)
	r.WriteHeader(201)
	r.WriteHeader(500)
	r.Write([]byte("a"))
	r.WriteString("b")
	r.Flush()
	if r.result() != 201 || string(r.body) != "ab" {
		t.Errorf("status %d body %q", r.result(), r.body)
	}
	big := &recorder{}
	if _, err := big.Write(make([]byte, maxResponse+1)); err == nil || !big.overflow {
		t.Error("an oversized body was accepted")
	}
	var _ http.Flusher = r
}

// FuzzSplitObject: on valid JSON, splitObject agrees with json.Unmarshal
// into a map[string]json.RawMessage (the seeds run with go test).
func FuzzSplitObject(f *testing.F) {
	for _, s := range []string{
		`{}`, ` { } `, `{"a":1}`, `{"id":12345678901234567890,"q":"x"}`,
		`{"body":{"name":"a,b}","tags":["x","]\"y"]},"id":-1.5e3}`,
		"{\n\t\"a\" : [ 1 , {\"b\":null} ] ,\r\n \"c\":true,\"d\":false }",
		`{"k\"ey":"v\\","\u00fc":"\u00fc","a":"x"}`, `{"a":1,"a":2}`,
		`{"e":""}`, `{"s":"\\"}`, "{\"\xff\":\"\"}", `[1]`, `"s"`, `null`, `1`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !json.Valid([]byte(s)) {
			return
		}
		var want map[string]json.RawMessage
		wantErr := json.Unmarshal([]byte(s), &want)
		got, err := splitObject([]byte(s))
		if wantErr != nil || want == nil {
			if err == nil && want == nil && wantErr == nil {
				t.Fatalf("%s: null accepted as an object", s)
			}
			if err == nil && wantErr != nil {
				t.Fatalf("%s: accepted, json.Unmarshal: %v", s, wantErr)
			}
			return
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d members, want %d", s, len(got), len(want))
		}
		for k, v := range want {
			if string(got[k]) != string(v) {
				t.Fatalf("%s: member %q = %s, want %s", s, k, got[k], v)
			}
		}
	})
}
