package runtime

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/internal/jsonscan"
)

// routePath is a route pattern compiled for building request paths: the
// literal text (already escaped) between the wildcards.
type routePath struct {
	parts []pathPart
	// static is the path when the pattern has no wildcards.
	static, staticDecoded string
	hasWildcards          bool
}

type pathPart struct {
	lit, litDecoded string // literal text, with its slashes
	arg             string // wildcard argument name, when lit is ""
	multi           bool   // {arg...}: keeps its slashes
}

// compilePath parses a Go 1.22 ServeMux path ("/api/items/{id}",
// "/files/{path...}", "/api/{$}") and checks that its wildcards are
// exactly the given path values.
func compilePath(pattern string, values []string) (*routePath, error) {
	if !strings.HasPrefix(pattern, "/") {
		return nil, fmt.Errorf("pattern %q is not a path (it must start with /)", pattern)
	}
	segs := strings.Split(pattern[1:], "/")
	rp := &routePath{}
	var lit, dec strings.Builder
	seen := map[string]bool{}
	flush := func() {
		if lit.Len() > 0 {
			rp.parts = append(rp.parts, pathPart{lit: lit.String(), litDecoded: dec.String()})
			lit.Reset()
			dec.Reset()
		}
	}
	for i, seg := range segs {
		last := i == len(segs)-1
		lit.WriteByte('/')
		dec.WriteByte('/')
		if seg == "" && !last {
			return nil, fmt.Errorf("pattern %q has an empty segment", pattern)
		}
		if !strings.HasPrefix(seg, "{") {
			if strings.ContainsAny(seg, "{}") {
				return nil, fmt.Errorf("pattern %q: a wildcard must be a whole segment", pattern)
			}
			if seg == "." || seg == ".." {
				return nil, fmt.Errorf("pattern %q has a dot segment", pattern)
			}
			// ServeMux unescapes a pattern's segments; send them escaped.
			u, err := url.PathUnescape(seg)
			if err != nil {
				return nil, fmt.Errorf("pattern %q: %v", pattern, err)
			}
			lit.WriteString(url.PathEscape(u))
			dec.WriteString(u)
			continue
		}
		if !strings.HasSuffix(seg, "}") {
			return nil, fmt.Errorf("pattern %q: a wildcard must be a whole segment", pattern)
		}
		name := seg[1 : len(seg)-1]
		if name == "$" {
			if !last {
				return nil, fmt.Errorf("pattern %q: {$} must be last", pattern)
			}
			continue // the trailing slash already written
		}
		name, multi := strings.CutSuffix(name, "...")
		if multi && !last {
			return nil, fmt.Errorf("pattern %q: {%s...} must be last", pattern, name)
		}
		if name == "" || seen[name] {
			return nil, fmt.Errorf("pattern %q: bad or repeated wildcard {%s}", pattern, name)
		}
		if !slices.Contains(values, name) {
			return nil, fmt.Errorf("pattern %q: wildcard {%s} is not in PathValues", pattern, name)
		}
		seen[name] = true
		flush()
		rp.parts = append(rp.parts, pathPart{arg: name, multi: multi})
		rp.hasWildcards = true
	}
	flush()
	for _, v := range values {
		if !seen[v] {
			return nil, fmt.Errorf("path value %q is not a wildcard of pattern %q", v, pattern)
		}
	}
	if !rp.hasWildcards {
		for _, p := range rp.parts {
			rp.static += p.lit
			rp.staticDecoded += p.litDecoded
		}
	}
	return rp, nil
}

// build writes the escaped path and the decoded one (what r.URL.Path
// holds) from the arguments. A value that would change which route the
// path reaches (empty, "." or "..", an empty segment) is an argument
// error: ServeMux would redirect such a path elsewhere.
func (rp *routePath) build(args map[string]json.RawMessage) (escaped, decoded string, err error) {
	if !rp.hasWildcards {
		return rp.static, rp.staticDecoded, nil
	}
	var e, d strings.Builder
	for _, p := range rp.parts {
		if p.arg == "" {
			e.WriteString(p.lit)
			d.WriteString(p.litDecoded)
			continue
		}
		raw, ok := args[p.arg]
		if !ok {
			return "", "", &ArgumentError{Path: p.arg, Err: fmt.Errorf("path value %q is missing", p.arg)}
		}
		v, ok := scalarText(raw)
		if !ok {
			return "", "", &ArgumentError{Path: p.arg, Err: fmt.Errorf("path value %q is not a string, number or boolean", p.arg)}
		}
		bad := &ArgumentError{Path: p.arg, Err: fmt.Errorf("path value %q cannot be a path segment: %q", p.arg, v)}
		if !p.multi {
			if v == "" || v == "." || v == ".." {
				return "", "", bad
			}
			e.WriteString(url.PathEscape(v))
			d.WriteString(v)
			continue
		}
		// {x...}: each segment escaped, the slashes kept; a trailing
		// slash is allowed, an empty remainder too.
		if v != "" {
			segs := strings.Split(v, "/")
			for i, s := range segs {
				if i > 0 {
					e.WriteByte('/')
				}
				if s == "." || s == ".." || s == "" && i != len(segs)-1 {
					return "", "", bad
				}
				e.WriteString(url.PathEscape(s))
			}
		}
		d.WriteString(v)
	}
	return e.String(), d.String(), nil
}

// scalarText is the text of a JSON string, number or boolean as it goes
// into a path or a query: a string as is, an integer as written, any
// other number without an exponent.
func scalarText(raw json.RawMessage) (string, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "", false
	}
	switch c := raw[0]; {
	case c == '"':
		if plainKey(raw[1 : len(raw)-1]) {
			return string(raw[1 : len(raw)-1]), true
		}
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return "", false
		}
		return s, true
	case c == 't' && string(raw) == "true", c == 'f' && string(raw) == "false":
		return string(raw), true
	case c == '-' || c >= '0' && c <= '9':
		if plainInt(raw) {
			return string(raw), true
		}
		f, err := strconv.ParseFloat(string(raw), 64)
		if err != nil {
			return "", false
		}
		return strconv.FormatFloat(f, 'f', -1, 64), true
	}
	return "", false
}

func plainInt(b []byte) bool {
	if len(b) > 0 && b[0] == '-' {
		b = b[1:]
	}
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// addQuery adds one query argument: a scalar once, an array's elements
// each (?tag=a&tag=b); null or absent adds nothing.
func addQuery(q url.Values, name string, raw json.RawMessage) error {
	raw = bytes.TrimSpace(raw)
	if string(raw) == "null" {
		return nil
	}
	if len(raw) > 0 && raw[0] == '[' {
		var elems []json.RawMessage
		if err := json.Unmarshal(raw, &elems); err != nil {
			return &ArgumentError{Path: name, Err: err}
		}
		for i, e := range elems {
			v, ok := scalarText(e)
			if !ok {
				return &ArgumentError{Path: formatPath([]any{name, i}), Err: fmt.Errorf("query value %q: element %d is not a string, number or boolean", name, i)}
			}
			q.Add(name, v)
		}
		return nil
	}
	v, ok := scalarText(raw)
	if !ok {
		return &ArgumentError{Path: name, Err: fmt.Errorf("query value %q is not a string, number, boolean or array of them", name)}
	}
	q.Add(name, v)
	return nil
}

// underMCP reports whether path is the MCP endpoint's path or below it
// (the rule of LoopPrevention). An empty mcpPath is no endpoint; "/" is
// every path.
func underMCP(path, mcpPath string) bool {
	if mcpPath == "" {
		return false
	}
	prefix := strings.TrimSuffix(mcpPath, "/")
	return prefix == "" || path == prefix || strings.HasPrefix(path, prefix+"/")
}

// literalPrefix is the decoded path up to the first wildcard: every path
// the pattern builds starts with it.
func (rp *routePath) literalPrefix() string {
	if !rp.hasWildcards {
		return rp.staticDecoded
	}
	if len(rp.parts) > 0 && rp.parts[0].arg == "" {
		return rp.parts[0].litDecoded
	}
	return ""
}

var errNotObject = errors.New("the arguments are not a JSON object")

// splitObject returns the members of a JSON object, the values as slices
// of raw. raw must be valid JSON (the arguments passed validation): it is
// json.Unmarshal into a map[string]json.RawMessage without its second
// scan and copies, which cost a route tool call a tenth of its time.
func splitObject(raw []byte) (map[string]json.RawMessage, error) {
	i := jsonscan.Space(raw, 0)
	if i >= len(raw) || raw[i] != '{' {
		return nil, errNotObject
	}
	m := make(map[string]json.RawMessage, 4)
	i = jsonscan.Space(raw, i+1)
	if i < len(raw) && raw[i] == '}' {
		return m, nil
	}
	for i < len(raw) {
		if raw[i] != '"' {
			return nil, errNotObject
		}
		end := jsonscan.String(raw, i)
		var key string
		if plainKey(raw[i+1 : end-1]) {
			key = string(raw[i+1 : end-1])
		} else if err := json.Unmarshal(raw[i:end], &key); err != nil {
			return nil, err
		}
		i = jsonscan.Space(raw, end)
		if i >= len(raw) || raw[i] != ':' {
			return nil, errNotObject
		}
		i = jsonscan.Space(raw, i+1)
		end = jsonscan.Value(raw, i)
		if end <= i {
			return nil, errNotObject
		}
		m[key] = raw[i:end:end]
		i = jsonscan.Space(raw, end)
		if i >= len(raw) {
			break
		}
		switch raw[i] {
		case ',':
			i = jsonscan.Space(raw, i+1)
		case '}':
			return m, nil
		default:
			return nil, errNotObject
		}
	}
	return nil, errNotObject
}

// plainKey reports whether the inside of a JSON string is its value: no
// escapes, and ASCII only (json.Unmarshal replaces invalid UTF-8).
func plainKey(b []byte) bool {
	for _, c := range b {
		if c == '\\' || c >= 0x80 {
			return false
		}
	}
	return true
}
