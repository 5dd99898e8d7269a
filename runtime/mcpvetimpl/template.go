package mcpvetimpl

import (
	"net/url"
	"strings"

	"github.com/yosida95/uritemplate/v3"
)

// A templateReader reads the variables of a resource template out of a
// URI the template matches.
//
// uritemplate.Template.Match, the general way, runs a backtracking
// matcher that allocates on every rune; for the common template, literals
// and simple {name} expressions each followed by a literal that starts
// with a character no value can hold ("docket://{court}/{number}"), the
// split is unique, and a scan finds it. Every other template (operators,
// modifiers, a variable right after another) goes through Match.
// TestTemplateReaderAgrees holds the scan to Match.
type templateReader struct {
	tmpl *uritemplate.Template
	// The scan, when the template allows it: literals[0], the value of
	// names[0], literals[1], …; len(literals) == len(names)+1.
	names    []string
	literals []string
}

func newTemplateReader(tmpl *uritemplate.Template) *templateReader {
	r := &templateReader{tmpl: tmpl}
	names, literals, ok := splitSimple(tmpl.Raw())
	if ok {
		r.names, r.literals = names, literals
	}
	return r
}

// read fills args with the variables of uri, or reports that the
// template does not match it.
func (r *templateReader) read(uri string, args *Args) bool {
	if r.names == nil {
		args.vars = r.tmpl.Match(uri)
		return args.vars != nil
	}
	rest, ok := strings.CutPrefix(uri, r.literals[0])
	if !ok {
		return false
	}
	values := make([]string, len(r.names))
	for i := range r.names {
		n := valueLen(rest)
		v := rest[:n]
		if strings.IndexByte(v, '%') >= 0 {
			var err error
			if v, err = url.PathUnescape(v); err != nil {
				return false // not reached: valueLen takes only valid escapes
			}
		}
		values[i] = v
		if rest, ok = strings.CutPrefix(rest[n:], r.literals[i+1]); !ok {
			return false
		}
	}
	if rest != "" {
		return false
	}
	args.names, args.values = r.names, values
	return true
}

// splitSimple splits a template made of literals and {name} expressions
// (name of letters, digits and _), each followed by a literal that starts
// with a character a value cannot hold, or by the end.
func splitSimple(raw string) (names, literals []string, ok bool) {
	rest := raw
	for {
		open := strings.IndexByte(rest, '{')
		if open < 0 {
			literals = append(literals, rest)
			break
		}
		lit := rest[:open]
		if len(names) > 0 && (lit == "" || valueLen(lit[:1]) == 1) {
			return nil, nil, false // the previous value's end is not unique
		}
		literals = append(literals, lit)
		end := strings.IndexByte(rest[open:], '}')
		if end < 0 {
			return nil, nil, false
		}
		name := rest[open+1 : open+end]
		if name == "" || strings.ContainsFunc(name, func(c rune) bool { return !isNameChar(c) }) {
			return nil, nil, false
		}
		for _, n := range names {
			if n == name {
				return nil, nil, false // Match gives a repeated name a list
			}
		}
		names = append(names, name)
		rest = rest[open+end+1:]
	}
	if last := literals[len(literals)-1]; last != "" && valueLen(last[:1]) == 1 {
		return nil, nil, false // the last value's end is not unique
	}
	if strings.ContainsAny(strings.Join(literals, ""), "{}") || len(names) == 0 {
		return nil, nil, false
	}
	return names, literals, true
}

func isNameChar(c rune) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// valueLen is the length of the longest prefix of s that a simple
// expression's value can be on the wire: unreserved characters, commas
// (a list's separator) and percent-escapes, as uritemplate matches them.
func valueLen(s string) int {
	i := 0
	for i < len(s) {
		switch c := s[i]; {
		case c == '-' || c == '.' || c == '_' || c == '~' || c == ',' ||
			'0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			i++
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			i += 3
		default:
			return i
		}
	}
	return i
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
