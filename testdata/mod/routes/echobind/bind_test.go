package echobind_test

import (
	"encoding/json"
	"io"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"fixtures/routes/echobind"
	"fixtures/routes/internal/routetools"
)

// tool is a route tool as mcpvet lists it, written by the test that runs
// this one (analyzers/facts/apifacts TestEchoBindAgree).
type tool struct {
	Method, Path string
	PathArgs     []string
	Query        map[string]bool
	Body         map[string]bool
}

// probes are names a request may carry in its query that echo may or may
// not bind: every field's tag and Go name in the fixture.
var probes = []string{"limit", "q", "Page", "page", "id", "ID", "fields", "name", "Name", "force"}

// TestBind holds the arguments mcpvet lists to the real echo v4.16.0:
// each handler answers with the struct c.Bind filled. Every listed path,
// query and body argument changes that answer when its value changes (it
// is bound), and a query value under any other name changes nothing
// (echo does not bind it, so mcpvet is right to leave it out).
func TestBind(t *testing.T) {
	tools := routetools.Read[tool](t, "TestEchoBindAgree")
	e := echobind.Echo()
	// call sends the tool's request with each argument set to "1", except
	// that name (if any) is set to alt, and extra query values added.
	call := func(tl tool, name, alt string, extra url.Values) string {
		value := func(n string) string {
			if n == name {
				return alt
			}
			return "1"
		}
		p := tl.Path
		for _, a := range tl.PathArgs {
			p = strings.Replace(p, "{"+a+"}", value(a), 1)
		}
		q := url.Values{}
		for n := range tl.Query {
			q.Set(n, value(n))
		}
		for n, v := range extra {
			q[n] = v
		}
		var body io.Reader
		if tl.Body != nil {
			obj := map[string]string{}
			for n := range tl.Body {
				obj[n] = value(n)
			}
			b, _ := json.Marshal(obj)
			body = strings.NewReader(string(b))
		}
		r := httptest.NewRequest(tl.Method, p+"?"+q.Encode(), body)
		if body != nil {
			r.Header.Set("Content-Type", "application/json")
		}
		w := httptest.NewRecorder()
		e.ServeHTTP(w, r)
		if w.Code != 200 {
			t.Errorf("%s %s: %d %s", tl.Method, r.URL, w.Code, w.Body)
		}
		return w.Body.String()
	}
	for _, tl := range tools {
		route := tl.Method + " " + tl.Path
		base := call(tl, "", "", nil)
		var listed []string
		listed = append(listed, tl.PathArgs...)
		for n := range tl.Query {
			listed = append(listed, n)
		}
		for n := range tl.Body {
			listed = append(listed, n)
		}
		for _, n := range listed {
			if got := call(tl, n, "0", nil); got == base {
				t.Errorf("%s: the argument %s mcpvet lists is not bound: %s either way", route, n, base)
			}
		}
		for _, n := range probes {
			if _, ok := tl.Query[n]; ok {
				continue
			}
			if got := call(tl, "", "", url.Values{n: {"3"}}); got != base {
				t.Errorf("%s: echo binds the query value %s, which mcpvet does not list: %s, not %s", route, n, got, base)
			}
		}
	}
}
