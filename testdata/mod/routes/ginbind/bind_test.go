package ginbind_test

import (
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"fixtures/routes/ginbind"
	"fixtures/routes/internal/routetools"
)

// tool is a route tool as mcpvet lists it, written by the test that runs
// this one (analyzers/facts/apifacts TestGinBindAgree).
type tool struct {
	Method, Path string
	PathArgs     []string
	Query        map[string]bool // name -> required
}

// probes are names a request may carry in its query that gin may or may
// not bind: every field's tag and Go name in the fixture.
var probes = []string{"limit", "Limit", "q", "Q", "Secret", "secret", "Page", "page", "since", "size", "id", "ID", "owner", "Owner", "cursor"}

// TestBind holds the arguments mcpvet lists to the real gin: each
// handler answers with the struct gin bound. Every listed argument
// changes that answer when its value changes (it is bound); a request
// without a listed argument is refused exactly when mcpvet lists it as
// required; a query value under any other name changes nothing (gin
// does not bind it, so mcpvet is right to leave it out).
func TestBind(t *testing.T) {
	tools := routetools.Read[tool](t, "TestGinBindAgree")
	gin.SetMode(gin.ReleaseMode)
	r := ginbind.Engine()
	// call sends the tool's request with each argument set to "1", except
	// that name is set to alt ("" leaves it out), and extra query values.
	call := func(tl tool, name, alt string, extra url.Values) (int, string) {
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
			if v := value(n); v != "" {
				q.Set(n, v)
			}
		}
		for n, v := range extra {
			q[n] = v
		}
		w := httptest.NewRecorder()
		r.ServeHTTP(w, httptest.NewRequest(tl.Method, p+"?"+q.Encode(), nil))
		return w.Code, w.Body.String()
	}
	for _, tl := range tools {
		route := tl.Method + " " + tl.Path
		code, base := call(tl, "", "", nil)
		if code != 200 {
			t.Errorf("%s with every argument: %d %s", route, code, base)
			continue
		}
		for _, n := range tl.PathArgs {
			if _, got := call(tl, n, "2", nil); got == base {
				t.Errorf("%s: the path value %s mcpvet lists is not bound: %s either way", route, n, base)
			}
		}
		for n, required := range tl.Query {
			if _, got := call(tl, n, "2", nil); got == base {
				t.Errorf("%s: the query value %s mcpvet lists is not bound: %s either way", route, n, base)
			}
			switch code, _ := call(tl, n, "", nil); {
			case required && code < 400:
				t.Errorf("%s without %s, which mcpvet lists as required: %d, want an error status", route, n, code)
			case !required && code != 200:
				t.Errorf("%s without %s, which mcpvet lists as optional: %d, want 200", route, n, code)
			}
		}
		for _, n := range probes {
			if _, ok := tl.Query[n]; ok {
				continue
			}
			if _, got := call(tl, "", "", url.Values{n: {"3"}}); got != base {
				t.Errorf("%s: gin binds the query value %s, which mcpvet does not list: %s, not %s", route, n, got, base)
			}
		}
	}
}
