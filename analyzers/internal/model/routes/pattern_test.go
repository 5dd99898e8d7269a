package routes

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in      string
		method  string
		host    string
		wild    string // wildcards joined by ","
		subtree bool
		err     string
	}{
		{in: "GET /items/{id}", method: "GET", wild: "id"},
		{in: "/static/", subtree: true},
		{in: "POST example.com/a/{b}/{c...}", method: "POST", host: "example.com", wild: "b,c"},
		{in: "GET /{$}", method: "GET"},
		{in: "GET\t/tab", method: "GET"},
		{in: "/", subtree: true},
		{in: "", err: "empty pattern"},
		{in: "GET items", err: "host/path missing /"},
		{in: "GET /a/{id}/{id}", err: `duplicate wildcard name "id"`},
		{in: "GET /a/{x...}/b", err: "{...} wildcard not at end"},
		{in: "GET /a/{$}/b", err: "{$} not at end"},
		{in: "GET /a/x{id}", err: "bad wildcard segment (must start with '{')"},
		{in: "GET /a/{id", err: "bad wildcard segment (must end with '}')"},
		{in: "GET /a/{}", err: "empty wildcard"},
		{in: "GET /a/{1x}", err: `bad wildcard name "1x"`},
		{in: "G(T /a", err: `invalid method "G(T"`},
		{in: "GET /a/../b", err: "non-CONNECT pattern with unclean path can never match"},
		{in: "example.com{x}/a", err: "host contains '{' (missing initial '/'?)"},
	} {
		p, err := Parse(tc.in)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("Parse(%q) error = %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if p.Method != tc.method || p.Host != tc.host || strings.Join(p.Wildcards(), ",") != tc.wild || p.Subtree() != tc.subtree {
			t.Errorf("Parse(%q) = method %q host %q wild %v subtree %v", tc.in, p.Method, p.Host, p.Wildcards(), p.Subtree())
		}
	}
}

func TestCompose(t *testing.T) {
	for _, tc := range []struct {
		mount, strip, child string
		stripSet            bool
		want, err           string
	}{
		{mount: "/api/", strip: "/api", stripSet: true, child: "GET /items/{id}", want: "GET /api/items/{id}"},
		{mount: "/api/", strip: "/api/", stripSet: true, child: "GET /items", want: "GET /api/items"},
		{mount: "GET /ro/", strip: "/ro", stripSet: true, child: "/report", want: "GET /ro/report"},
		{mount: "GET /ro/", strip: "/ro", stripSet: true, child: "HEAD /report", want: "HEAD /ro/report"},
		{mount: "GET /ro/", strip: "/ro", stripSet: true, child: "POST /report", err: `it is mounted under "GET /ro/", which serves only GET`},
		{mount: "a.com/", child: "GET b.com/x", err: `it is mounted under "a.com/", which serves only host a.com`},
		{mount: "/plain/", child: "GET /plain/x", want: "GET /plain/x"},
		{mount: "/plain/", child: "GET /other", err: `its path /other is not under the mount "/plain/", which never passes it on`},
		{mount: "/exact", child: "GET /exact", want: "GET /exact"},
		{mount: "/t/{tenant}/", strip: "", child: "GET /t/x/y", want: "GET /t/x/y"},
	} {
		m, err := Parse(tc.mount)
		if err != nil {
			t.Fatal(err)
		}
		c, err := Parse(tc.child)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Compose(Mount{Pattern: m, Strip: tc.strip, StripSet: tc.stripSet}, c)
		switch {
		case tc.err != "":
			if err == nil || err.Error() != tc.err {
				t.Errorf("Compose(%q, %q) error = %v, want %q", tc.mount, tc.child, err, tc.err)
			}
		case err != nil:
			t.Errorf("Compose(%q, %q): %v", tc.mount, tc.child, err)
		case got.Text != tc.want:
			t.Errorf("Compose(%q, %q) = %q, want %q", tc.mount, tc.child, got.Text, tc.want)
		}
	}
}

func TestUnderAndWords(t *testing.T) {
	p, _ := Parse("GET /mcp/status")
	q, _ := Parse("GET /mcpx")
	if !p.Under("/mcp") || q.Under("/mcp") || !p.Under("/mcp/") {
		t.Errorf("Under: /mcp/status %v, /mcpx %v", p.Under("/mcp"), q.Under("/mcp"))
	}
	w, _ := Parse("GET /api/order-items/{userID}/{rest...}")
	if got := strings.Join(w.Words(), " "); got != "api order items by userID by rest" {
		t.Errorf("Words = %q", got)
	}
}
