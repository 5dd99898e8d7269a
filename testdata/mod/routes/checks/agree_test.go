package checks_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"fixtures/routes/checks"
	"fixtures/routes/internal/routetools"
)

// tool is a route tool as mcpvet lists it, written by the test that runs
// this one (analyzers/facts/apifacts TestChecksAgree): which arguments its
// input schema requires.
type tool struct {
	Method, Path string
	Query        map[string]bool // name -> required
	Body         map[string]bool // property -> required; nil: no body
}

// TestAgree holds what mcpvet says a route requires to the route itself:
// a request with every argument succeeds; one without an argument mcpvet
// lists as required gets an error status; one without an argument it
// lists as optional still succeeds.
func TestAgree(t *testing.T) {
	tools := routetools.Read[tool](t, "TestChecksAgree")
	if len(tools) == 0 {
		t.Fatal("no tools")
	}
	gin.SetMode(gin.ReleaseMode)
	mux, engine, e := checks.Mux(), checks.Engine(), checks.Echo()
	serve := func(r *http.Request) int {
		w := httptest.NewRecorder()
		switch {
		case strings.HasPrefix(r.URL.Path, "/gin/"):
			engine.ServeHTTP(w, r)
		case strings.HasPrefix(r.URL.Path, "/echo/"):
			e.ServeHTTP(w, r)
		default:
			mux.ServeHTTP(w, r)
		}
		return w.Code
	}
	for _, tl := range tools {
		request := func(without string) *http.Request {
			q := url.Values{}
			for name := range tl.Query {
				if name != without {
					q.Set(name, "x")
				}
			}
			var body *strings.Reader
			if tl.Body != nil {
				obj := map[string]string{}
				for name := range tl.Body {
					if name != without {
						obj[name] = "x"
					}
				}
				b, _ := json.Marshal(obj)
				body = strings.NewReader(string(b))
			} else {
				body = strings.NewReader("")
			}
			r := httptest.NewRequest(tl.Method, tl.Path+"?"+q.Encode(), body)
			r.Header.Set("Content-Type", "application/json")
			return r
		}
		route := tl.Method + " " + tl.Path
		if code := serve(request("")); code >= 300 {
			t.Errorf("%s with every argument: %d, want a success", route, code)
		}
		for _, args := range []map[string]bool{tl.Query, tl.Body} {
			for name, required := range args {
				code := serve(request(name))
				switch {
				case required && code < 400:
					t.Errorf("%s without %s, which mcpvet lists as required: %d, want an error status", route, name, code)
				case !required && code >= 300:
					t.Errorf("%s without %s, which mcpvet lists as optional: %d, want a success", route, name, code)
				}
			}
		}
	}
}
