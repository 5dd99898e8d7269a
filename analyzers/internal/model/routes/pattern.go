package routes

import (
	"errors"
	"fmt"
	"net/url"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Pattern is a parsed route pattern in net/http's Go 1.22 grammar,
// [METHOD ][HOST]/[PATH], which the other routers' patterns are
// translated into.
type Pattern struct {
	// Text is the pattern as written ("GET /items/{id}").
	Text   string
	Method string // "" serves every method
	Host   string // "" for any host
	// Path is the path part as written, from its first '/'.
	Path     string
	Segments []Segment
}

// Segment is one path segment.
type Segment struct {
	// Lit is a literal segment (unescaped); "" for a wildcard.
	Lit string
	// Wild names a wildcard ({id}, {path...}); "" for a literal or the
	// anonymous subtree wildcard of a trailing slash.
	Wild string
	// Multi is set for {name...} and for a trailing slash.
	Multi bool
	// End is {$}: the path ends with a slash and nothing after it.
	End bool
}

// Subtree reports whether the pattern ends in a slash without {$}, so it
// serves every path under it (/static/).
func (p *Pattern) Subtree() bool {
	if len(p.Segments) == 0 {
		return false
	}
	last := p.Segments[len(p.Segments)-1]
	return last.Multi && last.Wild == ""
}

// Wildcards returns the wildcard names in order.
func (p *Pattern) Wildcards() []string {
	var out []string
	for _, s := range p.Segments {
		if s.Wild != "" {
			out = append(out, s.Wild)
		}
	}
	return out
}

// HasWildcard reports whether the pattern defines the named wildcard.
func (p *Pattern) HasWildcard(name string) bool {
	for _, s := range p.Segments {
		if s.Wild == name {
			return true
		}
	}
	return false
}

// IsMulti reports whether the named wildcard is a {name...} one, whose
// value keeps its slashes.
func (p *Pattern) IsMulti(name string) bool {
	for _, s := range p.Segments {
		if s.Wild == name {
			return s.Multi
		}
	}
	return false
}

// Under reports whether the pattern's path is prefix or lies under it
// (prefix without a trailing slash: "/mcp" covers "/mcp" and "/mcp/x").
func (p *Pattern) Under(prefix string) bool {
	prefix = strings.TrimSuffix(prefix, "/")
	if prefix == "" {
		return true
	}
	pth := p.Path
	if i := strings.Index(pth, "{"); i >= 0 {
		pth = pth[:i]
	}
	return pth == prefix || strings.HasPrefix(pth, prefix+"/")
}

// Words are the words of the path for a tool name: literal segments split
// at anything but letters and digits, wildcards as "by_<name>"
// (GET /items/{id} -> items, by, id).
func (p *Pattern) Words() []string {
	var words []string
	for _, s := range p.Segments {
		switch {
		case s.Lit != "":
			words = append(words, strings.FieldsFunc(s.Lit, func(r rune) bool {
				return !unicode.IsLetter(r) && !unicode.IsDigit(r)
			})...)
		case s.Wild != "":
			words = append(words, "by", s.Wild)
		}
	}
	return words
}

// Parse parses a pattern as net/http's ServeMux does (Go 1.22 and later),
// with its error messages.
func Parse(s string) (*Pattern, error) {
	if s == "" {
		return nil, errors.New("empty pattern")
	}
	method, rest, found := s, "", false
	if i := strings.IndexAny(s, " \t"); i >= 0 {
		method, rest, found = s[:i], strings.TrimLeft(s[i+1:], " \t"), true
	}
	if !found {
		rest = method
		method = ""
	}
	if method != "" && !validMethod(method) {
		return nil, fmt.Errorf("invalid method %q", method)
	}
	p := &Pattern{Text: s, Method: method}
	i := strings.IndexByte(rest, '/')
	if i < 0 {
		return nil, errors.New("host/path missing /")
	}
	p.Host = rest[:i]
	rest = rest[i:]
	p.Path = rest
	if strings.IndexByte(p.Host, '{') >= 0 {
		return nil, errors.New("host contains '{' (missing initial '/'?)")
	}
	if method != "" && method != "CONNECT" && rest != cleanPath(rest) {
		return nil, errors.New("non-CONNECT pattern with unclean path can never match")
	}
	seen := map[string]bool{}
	for len(rest) > 0 {
		rest = rest[1:]
		if rest == "" {
			p.Segments = append(p.Segments, Segment{Multi: true})
			break
		}
		i := strings.IndexByte(rest, '/')
		if i < 0 {
			i = len(rest)
		}
		var seg string
		seg, rest = rest[:i], rest[i:]
		if i := strings.IndexByte(seg, '{'); i < 0 {
			if u, err := url.PathUnescape(seg); err == nil {
				seg = u
			}
			p.Segments = append(p.Segments, Segment{Lit: seg})
			continue
		} else if i != 0 {
			return nil, errors.New("bad wildcard segment (must start with '{')")
		}
		if seg[len(seg)-1] != '}' {
			return nil, errors.New("bad wildcard segment (must end with '}')")
		}
		name := seg[1 : len(seg)-1]
		if name == "$" {
			if rest != "" {
				return nil, errors.New("{$} not at end")
			}
			p.Segments = append(p.Segments, Segment{End: true})
			break
		}
		name, multi := strings.CutSuffix(name, "...")
		if multi && rest != "" {
			return nil, errors.New("{...} wildcard not at end")
		}
		if name == "" {
			return nil, errors.New("empty wildcard")
		}
		if !validWildcardName(name) {
			return nil, fmt.Errorf("bad wildcard name %q", name)
		}
		if seen[name] {
			return nil, fmt.Errorf("duplicate wildcard name %q", name)
		}
		seen[name] = true
		p.Segments = append(p.Segments, Segment{Wild: name, Multi: multi})
	}
	return p, nil
}

// Mount is how a sub-router is reached: through a registration of its
// parent whose pattern is Pattern, with Strip cut from the path first
// (http.StripPrefix) when StripSet.
type Mount struct {
	Pattern  *Pattern
	Strip    string
	StripSet bool
}

// Compose returns the pattern child is served at when mounted at m: the
// method and host of the mount apply when the child has none, and the
// stripped prefix is put back in front of the child's path. It fails when
// the mount can never pass a request on to the child.
func Compose(m Mount, child *Pattern) (*Pattern, error) {
	method, host := child.Method, child.Host
	if m.Pattern.Method != "" {
		switch {
		case method == "":
			method = m.Pattern.Method
		case method != m.Pattern.Method && !(m.Pattern.Method == "GET" && method == "HEAD"):
			return nil, fmt.Errorf("it is mounted under %q, which serves only %s", m.Pattern.Text, m.Pattern.Method)
		}
	}
	if m.Pattern.Host != "" {
		switch {
		case host == "":
			host = m.Pattern.Host
		case host != m.Pattern.Host:
			return nil, fmt.Errorf("it is mounted under %q, which serves only host %s", m.Pattern.Text, m.Pattern.Host)
		}
	}
	pth := child.Path
	if m.StripSet {
		pth = strings.TrimSuffix(m.Strip, "/") + pth
	}
	text := pth
	if host != "" {
		text = host + text
	}
	if method != "" {
		text = method + " " + text
	}
	full, err := Parse(text)
	if err != nil {
		return nil, fmt.Errorf("under its mount %q it reads %q: %v", m.Pattern.Text, text, err)
	}
	if !reaches(m.Pattern, full) {
		return nil, fmt.Errorf("its path %s is not under the mount %q, which never passes it on", full.Path, m.Pattern.Text)
	}
	return full, nil
}

// reaches reports whether the mount pattern can match the child's path;
// wildcards in the mount are taken to match.
func reaches(mount, child *Pattern) bool {
	if strings.Contains(mount.Path, "{") {
		return true
	}
	mp := mount.Path
	if mount.Subtree() {
		return strings.HasPrefix(child.Path, mp) || child.Path+"/" == mp
	}
	return child.Path == mp
}

func validMethod(m string) bool {
	for i := 0; i < len(m); i++ {
		c := m[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte(`()<>@,;:\"/[]?={}`, c) >= 0 {
			return false
		}
	}
	return m != ""
}

func validWildcardName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !unicode.IsLetter(r) && r != '_' && (i == 0 || !unicode.IsDigit(r)) {
			return false
		}
	}
	return utf8.ValidString(s)
}

// cleanPath is net/http's: path.Clean keeping a trailing slash.
func cleanPath(p string) string {
	if p == "" {
		return "/"
	}
	if p[0] != '/' {
		p = "/" + p
	}
	np := path.Clean(p)
	if p[len(p)-1] == '/' && np != "/" {
		if len(p) == len(np)+1 && strings.HasPrefix(p, np) {
			np = p
		} else {
			np += "/"
		}
	}
	return np
}
