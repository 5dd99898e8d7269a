package resourceuri

import (
	"context"
	"fmt"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// sdkRefuses registers r (a URI, or a template when tmpl) on a real
// go-sdk server and returns the panic's text, "" when it does not panic.
func sdkRefuses(s string, tmpl bool) (refused string) {
	srv := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v0"}, nil)
	h := func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) { return nil, nil }
	defer func() {
		if r := recover(); r != nil {
			refused = fmt.Sprint(r)
		}
	}()
	if tmpl {
		srv.AddResourceTemplate(&mcp.ResourceTemplate{URITemplate: s, Name: "x"}, h)
	} else {
		srv.AddResource(&mcp.Resource{URI: s, Name: "x"}, h)
	}
	return ""
}

var uris = []string{
	"config://settings", "file:///etc/hosts", "https://example.com/a?b=c#d", "ui://weather/view",
	"docs://a b", "relative/path", "", "mailto:a@b.c", "x:", "urn:isbn:0451450523",
	":nope", "%zz", "docs://%zz", "http://[::1", "http://a:port/", "docs://\x7f", "a\nb",
	"1docs://x", "http://h/%2", "db://users/{id}", "http://[fe80::1%en0]/",
}

var templates = []string{
	"docs://{court}/{number}", "file:///{+path}", "x://{a,b}", "x://{a*}", "x://{a:3}", "x://{?q,r}",
	"x://{#f}", "x://{.d}", "x://{/p}", "x://{;m}", "x://{&c}", "config://settings", "",
	"x://{", "x://}", "x://{}", "x://{a-b}", "x://{=a}", "x://{a:0}", "x://{a:10000}", "x://{a:9999}",
	"x://{a.b}", "x://{a..b}", "x://{.a.}", "x://{a}{b", "x://a b", "x://%zz", "x://%41{a}",
	"x://{a!}", "x://{a,}", "x://{%41}", "x://é/{a}", "x://\"{a}", "x://<{a}>", "x://{a*b}", "x://{a:3*}",
}

// TestAgreesWithSDK holds CheckURI and CheckTemplate to the panics of
// the real go-sdk's AddResource and AddResourceTemplate.
func TestAgreesWithSDK(t *testing.T) {
	for _, u := range uris {
		sdk, model := sdkRefuses(u, false), CheckURI(u)
		if (sdk != "") != (model != nil) {
			t.Errorf("AddResource(%q): SDK panics %q, model says %v", u, sdk, model)
		}
	}
	for _, s := range templates {
		sdk, model := sdkRefuses(s, true), CheckTemplate(s)
		if (sdk != "") != (model != nil) {
			t.Errorf("AddResourceTemplate(%q): SDK panics %q, model says %v", s, sdk, model)
		}
		_, verr := Variables(s)
		if (verr != nil) != (model != nil) {
			t.Errorf("Variables(%q) err %v, CheckTemplate %v", s, verr, model)
		}
	}
}

// TestTableCovers keeps the table honest: both outcomes occur for both
// kinds, so agreement is not agreement on "always fine".
func TestTableCovers(t *testing.T) {
	count := func(list []string, tmpl bool) (ok, bad int) {
		for _, s := range list {
			if sdkRefuses(s, tmpl) != "" {
				bad++
			} else {
				ok++
			}
		}
		return
	}
	for _, tmpl := range []bool{false, true} {
		list := uris
		if tmpl {
			list = templates
		}
		ok, bad := count(list, tmpl)
		if ok < 5 || bad < 5 {
			t.Errorf("template=%v: %d accepted, %d refused; want at least 5 of each", tmpl, ok, bad)
		}
	}
}

func TestMessages(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"x://{a-b}", `it is not a valid URI template: unacceptable variable name at byte 6 ("-b}")`},
		{"x://{a", "it is not a valid URI template: incomplete expression at its end"},
		{"x://a b", `it is not a valid URI template: unacceptable character (hint: use %XX encoding) at byte 5 (" b")`},
	} {
		if got := fmt.Sprint(CheckTemplate(c.in)); got != c.want {
			t.Errorf("CheckTemplate(%q) = %s, want %s", c.in, got, c.want)
		}
	}
	if got := fmt.Sprint(CheckURI("docs://%zz")); got != `it does not parse as a URI: invalid URL escape "%zz"` {
		t.Errorf("CheckURI: %s", got)
	}
	vars, err := Variables("docs://{court}/{number}{?court,page}")
	if err != nil || fmt.Sprint(vars) != "[court number page]" {
		t.Errorf("Variables = %v, %v", vars, err)
	}
}

func FuzzAgreesWithSDK(f *testing.F) {
	for _, s := range append(uris, templates...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if (sdkRefuses(s, true) != "") != (CheckTemplate(s) != nil) {
			t.Errorf("template %q: model and SDK disagree", s)
		}
		if (sdkRefuses(s, false) != "") != (CheckURI(s) != nil) {
			t.Errorf("URI %q: model and SDK disagree", s)
		}
	})
}

func TestMessageOffsets(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"x://{=a}", `it is not a valid URI template: unimplemented operator (op-reserved) at byte 5 ("=a}")`},
		{"x://{}", `it is not a valid URI template: unacceptable variable name at byte 4 ("{}")`},
		{"x://{a:0}", `it is not a valid URI template: max-length must be (0, 9999] at byte 7 ("0}")`},
	} {
		if got := fmt.Sprint(CheckTemplate(c.in)); got != c.want {
			t.Errorf("CheckTemplate(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}
