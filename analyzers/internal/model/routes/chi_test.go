package routes

import (
	"strings"
	"testing"
)

func TestChiToHTTP(t *testing.T) {
	for _, tc := range []struct {
		chi     string
		subtree bool // a Mount
		want    string
		err     string
	}{
		{"/items", false, "/items", ""},
		{"/items/", false, "/items/{$}", ""},
		{"/", false, "/{$}", ""},
		{"/items/{id}", false, "/items/{id}", ""},
		{"/items/{id:[0-9]+}", false, "/items/{id}", ""},
		{"/items/{id:[0-9]{3}}/parts", false, "/items/{id}/parts", ""},
		{"/files/*", false, "/files/", ""},
		{"/static", true, "/static/", ""},
		{"/static/", true, "/static/", ""},
		{"items", false, "", "chi patterns begin with '/'"},
		{"/days/{month}-{day}", false, "", "the parameter {month} is only part of a path segment"},
		{"/v{version}/items", false, "", "the parameter {version} is only part of a path segment"},
		{"/items/{item-id}", false, "", `the parameter name "item-id" is not a Go identifier`},
		{"/a/*/b", false, "", "'*' is only allowed at the end"},
		{"/items/{id", false, "", "a parameter is not closed"},
	} {
		got, _, err := chiToHTTP(tc.chi, tc.subtree)
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("chiToHTTP(%q) = %q, %v; want error %q", tc.chi, got, err, tc.err)
			}
		case err != nil || got != tc.want:
			t.Errorf("chiToHTTP(%q, %v) = %q, %v; want %q", tc.chi, tc.subtree, got, err, tc.want)
		}
	}
}

func TestChiRegexps(t *testing.T) {
	_, res, err := chiToHTTP("/a/{id:[0-9]+}/{slug:[a-z-]{3}}/{plain}", false)
	if err != nil || res["id"] != "[0-9]+" || res["slug"] != "[a-z-]{3}" || len(res) != 2 {
		t.Errorf("regexps %v, %v", res, err)
	}
	for re, want := range map[string]bool{
		`[0-9]+`:       true,
		`[a-z-]{3,8}`:  true,
		`\d+|new`:      true,
		`(draft|live)`: true,
		`\w+\.json`:    true,
		`(?i)abc`:      false, // flags: not ECMA-262
		`\pL+`:         false, // Unicode classes
		`[[:alpha:]]+`: false, // POSIX classes
		`a\z`:          false,
		`é+`:           false, // non-ASCII: left out to be safe
		`[`:            false, // not a regexp
		`\Qa.b\E`:      false,
		`\s+`:          false, // ECMA-262's \s has Unicode spaces
	} {
		if got := portableRegexp(re); got != want {
			t.Errorf("portableRegexp(%q) = %v; want %v", re, got, want)
		}
	}
}
