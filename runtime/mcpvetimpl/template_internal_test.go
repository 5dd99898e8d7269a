package mcpvetimpl

import (
	"maps"
	"testing"

	"github.com/yosida95/uritemplate/v3"
)

// TestTemplateReaderAgrees: the scan finds the variables uritemplate's
// Match finds, on every URI, matching or not; templates the scan cannot
// split unambiguously go through Match.
func TestTemplateReaderAgrees(t *testing.T) {
	templates := []struct {
		raw  string
		scan bool
	}{
		{"docket://{court}/{number}", true},
		{"file:///{name}.txt", false}, // a value can hold a dot
		{"file:///{name}/raw", true},
		{"x://{a}", true},
		{"x://a/{b}?v=1", true},
		{"x://{a}-{b}", false}, // '-' can be part of a
		{"x://{a}{b}", false},
		{"x://{+path}", false},
		{"x://{a}{?q,r}", false},
		{"x://{a}/{a}", false},
		{"x://{list*}", false},
		{"x://{a:3}/z", false},
		{"x://{a.b}/z", false},
		{"x://static", false},
	}
	uris := []string{
		"docket://nysd/7", "docket://nysd/", "docket:///7", "docket://nysd/7/8", "docket://ny%2Fsd/7",
		"docket://n%41sd/7", "docket://nysd/7%", "docket://nysd/%zz", "docket://a,b/1", "docket://a b/1",
		"docket://nysd/7?x", "docket://ny~._-sd/1", "docket://nysd", "other://nysd/7", "",
		"file:///a.txt", "file:///a.b.txt", "file:///.txt", "file:///a%2Etxt", "file:///a/raw", "file:///a.b/raw", "file:///%2F/raw", "file:////raw",
		"x://a", "x://", "x://a/b", "x://a/b?v=1", "x://a/b?v=2", "x://a-b", "x://ab", "x://a/a",
		"x://abcd/z", "x://a?q=1", "x://static", "x://a%20b", "x://%E2%82%AC",
	}
	for _, tc := range templates {
		tmpl, err := uritemplate.New(tc.raw)
		if err != nil {
			t.Fatal(err)
		}
		r := newTemplateReader(tmpl)
		if scan := r.names != nil; scan != tc.scan {
			t.Errorf("%s: scanned %v, want %v", tc.raw, scan, tc.scan)
		}
		for _, uri := range uris {
			want := tmpl.Match(uri)
			var args Args
			ok := r.read(uri, &args)
			if ok != (want != nil) {
				t.Errorf("%s on %q: matched %v, Match %v", tc.raw, uri, ok, want)
				continue
			}
			if !ok {
				continue
			}
			// What the parameters receive, either way.
			got, wantVars := map[string]string{}, map[string]string{}
			matched := &Args{vars: want}
			for n := range want {
				got[n], _ = args.lookup(n)
				wantVars[n], _ = matched.lookup(n)
			}
			if len(args.names)+len(args.vars) != len(want) {
				t.Errorf("%s on %q: %d variables, Match %d", tc.raw, uri, len(args.names)+len(args.vars), len(want))
			}
			if !maps.Equal(got, wantVars) {
				t.Errorf("%s on %q: %q, Match %q", tc.raw, uri, got, wantVars)
			}
		}
	}
}
