package routes

import (
	"strings"
	"testing"
)

func TestGinJoin(t *testing.T) {
	for _, tc := range []struct{ base, rel, want string }{
		{"/", "", "/"},
		{"/", "/items", "/items"},
		{"/", "items", "/items"},
		{"/api", "/", "/api/"},
		{"/api", "", "/api"},
		{"/api/", "/v1", "/api/v1"},
		{"/api", "v1/", "/api/v1/"},
		{"/api", "//x", "/api/x"},
	} {
		if got := ginJoin(tc.base, tc.rel); got != tc.want {
			t.Errorf("ginJoin(%q, %q) = %q; want %q", tc.base, tc.rel, got, tc.want)
		}
	}
}

func TestGinToHTTP(t *testing.T) {
	for _, tc := range []struct{ gin, want, err string }{
		{"/items", "/items", ""},
		{"/items/", "/items/{$}", ""},
		{"/", "/{$}", ""},
		{"/items/:id", "/items/{id}", ""},
		{"/items/:id/parts/:part", "/items/{id}/parts/{part}", ""},
		{"/files/*path", "/files/{path...}", ""},
		{"/files/*", "", `the catch-all name "" is not a Go identifier`},
		{"/a/*rest/b", "", "only allowed at the end"},
		{"/days/:month-:day", "", "holds more than one parameter"},
		{"/v:version/items", "", "only part of a path segment"},
		{"/items/:item-id", "", `the parameter name "item-id" is not a Go identifier`},
		{"items", "", "paths begin with '/'"},
	} {
		got, err := ginToHTTP(tc.gin)
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ginToHTTP(%q) = %q, %v; want error %q", tc.gin, got, err, tc.err)
			}
		case err != nil || got != tc.want:
			t.Errorf("ginToHTTP(%q) = %q, %v; want %q", tc.gin, got, err, tc.want)
		}
	}
}

func TestEchoToHTTP(t *testing.T) {
	for _, tc := range []struct{ prefix, path, want, err string }{
		{"", "/items", "/items", ""},
		{"", "", "/{$}", ""},
		{"", "items", "/items", ""},
		{"/api", "", "/api", ""},
		{"/api", "/", "/api/{$}", ""},
		{"/api", "/items/:id", "/api/items/{id}", ""},
		{"/api", "/files/*", "/api/files/", ""},
		{"/api", "/files/*name", "", `echo's catch-all * has no name: "*name"`},
	} {
		got, err := echoFramework.translate(echoFramework.join(echoFramework.join(echoFramework.root, tc.prefix), tc.path))
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("echo %q+%q = %q, %v; want error %q", tc.prefix, tc.path, got, err, tc.err)
			}
		case err != nil || got != tc.want:
			t.Errorf("echo %q+%q = %q, %v; want %q", tc.prefix, tc.path, got, err, tc.want)
		}
	}
}

// TestRelJoin: a route's path is joined from its path outwards, each
// group's prefix onto what is inside it (a builder records its routes so,
// relative to the group it is given, and the mounting package joins its
// own prefixes onto that); the result must be the path the framework
// joins from the root inwards.
func TestRelJoin(t *testing.T) {
	for _, fw := range []*groupFramework{ginFramework, echoFramework} {
		for _, tc := range [][]string{
			{"/api", "/v1", "/items", "/:id"},
			{"/api", "v1", "", "/:id"},
			{"/api/", "/v1/", "/items/", ""},
			{"", "/v1", "items", "/"},
			{"/api", "", "", ""},
			{"/api", "//v1", "items//", "x"},
		} {
			want := fw.root
			for _, p := range tc {
				want = fw.join(want, p)
			}
			rel := tc[len(tc)-1]
			for i := len(tc) - 2; i >= 0; i-- {
				rel = fw.join(tc[i], rel)
			}
			if got := fw.join(fw.root, rel); got != want {
				t.Errorf("%s %q: joined outwards %q, inwards %q", fw.name, tc, got, want)
			}
		}
	}
}
