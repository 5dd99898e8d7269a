package routes

import (
	"testing"

	"github.com/gin-gonic/gin"
)

// ginPanics registers a, then b, on a new gin engine for one method and
// reports whether gin panics: the judge GinConflict is held to.
func ginPanics(a, b string) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	e := gin.New()
	h := func(*gin.Context) {}
	e.GET(a, h)
	e.GET(b, h)
	return false
}

func TestGinConflictTable(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	for _, c := range []struct {
		a, b     string
		conflict bool
	}{
		{"/*any", "/mcp", true},
		{"/mcp", "/*any", true},
		{"/api/*any", "/api/items", true},
		{"/api/*any", "/api/:id", true},
		{"/api/*a", "/api/*b", true},
		{"/api/*any", "/other", false},
		{"/users/:id", "/users/:name", true},
		{"/users/:id", "/users/new", false},
		{"/users/:id/posts", "/users/:id/likes", false},
		{"/users/:id/posts", "/users/:uid/likes", true},
		{"/items", "/items", true},
		{"/items", "/items/", false},
		{"/a/b", "/a/c", false},
		{"/static/*filepath", "/static/", true},
	} {
		why, ok := GinConflict(c.a, c.b)
		if got := why != ""; !ok || got != c.conflict {
			t.Errorf("GinConflict(%q, %q) = %v, %v; want %v", c.a, c.b, got, ok, c.conflict)
		}
		for _, order := range [][2]string{{c.a, c.b}, {c.b, c.a}} {
			if p := ginPanics(order[0], order[1]); p != c.conflict {
				t.Errorf("gin with %q then %q: panics %v; the table says %v", order[0], order[1], p, c.conflict)
			}
		}
	}
}

// TestGinConflictGrammar holds the rule to gin on every pair of paths of
// up to three segments from a small grammar, in both orders: where the
// rule answers, gin panics in both orders exactly when it says conflict.
func TestGinConflictGrammar(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	segs := []string{"", "a", "b", ":id", ":name", "*p", "*q"}
	var paths []string
	var grow func(prefix string, n int)
	grow = func(prefix string, n int) {
		if n == 0 {
			return
		}
		for _, s := range segs {
			p := prefix + "/" + s
			paths = append(paths, p)
			grow(p, n-1)
		}
	}
	grow("", 3)
	answered, valid := 0, 0
	for _, a := range paths {
		for _, b := range paths {
			_, okA := ginSegments(a)
			_, okB := ginSegments(b)
			if okA && okB {
				valid++
			}
			why, ok := GinConflict(a, b)
			if !ok {
				continue
			}
			got := why != ""
			answered++
			ab, ba := ginPanics(a, b), ginPanics(b, a)
			if got && !(ab && ba) || !got && (ab || ba) {
				t.Errorf("GinConflict(%q, %q) = %v; gin panics: %q first %v, %q first %v", a, b, got, a, ab, b, ba)
			}
		}
	}
	// Of the pairs of paths an app writes (no empty segment inside),
	// the rule answers nearly all.
	if answered < valid*9/10 {
		t.Errorf("the rule answers %d of %d pairs of well-formed paths; want 90%%", answered, valid)
	} else {
		t.Logf("the rule answered %d of %d pairs of well-formed paths", answered, valid)
	}
}
