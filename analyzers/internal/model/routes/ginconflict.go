package routes

import "strings"

// gin keeps one radix tree of paths per method, and panics at start-up
// when a path cannot be added to it: the same path twice, two parameters
// at one place with different names (/:id and /:name), or a catch-all
// (/*path) beside anything else at its place (/*any and /mcp, as an app's
// OPTIONS /*any for CORS and the MCP endpoint's Any("/mcp", ...) do). A
// parameter beside a static segment (/users/:id and /users/new) is fine
// since gin v1.8. GinConflict is that rule, mcpvet's own reading of it;
// a test holds it to gin's tree, both orders of every pair in a table and
// in every pair of a small grammar.

// GinConflict says why gin panics when both paths (in gin's grammar,
// full paths) are registered for one method, whichever comes first, or ""
// when it does not; ok is false for paths the rule does not cover (a
// parameter inside a segment, a catch-all before the end), which gin
// refuses, or takes, on grounds of its own.
func GinConflict(a, b string) (why string, ok bool) {
	sa, oka := ginSegments(a)
	sb, okb := ginSegments(b)
	if !oka || !okb {
		return "", false
	}
	if a == b {
		return "the same path twice", true
	}
	for k := 0; k < len(sa) && k < len(sb); k++ {
		x, y := sa[k], sb[k]
		if x == y {
			continue
		}
		switch {
		case isCatchAll(x) || isCatchAll(y):
			// Nothing else can be there: a static segment, a parameter
			// or another catch-all.
			return "a catch-all takes its place whole", true
		case isParam(x) && isParam(y):
			return "one parameter place, two names", true
		}
		return "", true // a static segment beside another, or a parameter
	}
	// One path is the other and more. A catch-all right after the shorter
	// one's end (/files and /files/*path) is a case of its own in gin's
	// tree; the rule does not say.
	longer := sa
	if len(sb) > len(sa) {
		longer = sb
	}
	if n := min(len(sa), len(sb)); n < len(longer) && isCatchAll(longer[n]) {
		return "", false
	}
	return "", true
}

// ginSegments splits a path into its segments; ok is false unless every
// wildcard is a whole segment, a catch-all is the last one and no segment
// is empty but the last (a trailing slash).
func ginSegments(p string) ([]string, bool) {
	if !strings.HasPrefix(p, "/") {
		return nil, false
	}
	segs := strings.Split(p[1:], "/")
	for i, s := range segs {
		if strings.ContainsAny(s, `\`) || s == "" && i != len(segs)-1 {
			return nil, false // an escape, or an empty segment but a trailing slash
		}
		if w := strings.IndexAny(s, ":*"); w > 0 || w == 0 && (len(s) < 2 || strings.ContainsAny(s[1:], ":*")) {
			return nil, false
		}
		if isCatchAll(s) && i != len(segs)-1 {
			return nil, false
		}
	}
	return segs, true
}

func isCatchAll(seg string) bool { return strings.HasPrefix(seg, "*") }
func isParam(seg string) bool    { return strings.HasPrefix(seg, ":") }

// GinMethods are the methods gin's Any registers a route for.
var GinMethods = []string{"GET", "POST", "PUT", "PATCH", "HEAD", "OPTIONS", "DELETE", "CONNECT", "TRACE"}
