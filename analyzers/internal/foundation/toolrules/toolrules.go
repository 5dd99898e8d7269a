// Package toolrules holds the MCP rules for what a tool declaration
// writes as text: its name and its ui= value, which toolname (OMCG0008,
// OMCG0013) and tooldecl (OMCG0012) report by. mcpvet gen refuses what
// they report, so it holds no copy of these rules.
package toolrules

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// MaxNameLen is the longest tool name the MCP spec (and the go-sdk's
// validateToolName) allows, in bytes.
const MaxNameLen = 128

// ValidNameRune reports whether r may appear in a tool name (the MCP spec;
// the go-sdk's validToolNameRune).
func ValidNameRune(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' ||
		r == '_' || r == '-' || r == '.'
}

// ValidName reports whether name is a valid tool name by the MCP spec.
func ValidName(name string) bool { return NameProblem(name) == "" }

// NameProblem says what is wrong with a tool name, and what to do; "" for
// a valid name.
func NameProblem(name string) string {
	if name == "" {
		return "it is empty (give the tool a name)"
	}
	var reasons, bad []string
	seen := map[rune]bool{}
	ascii := true
	for _, r := range name {
		if r >= 0x80 {
			ascii = false
		}
		if !ValidNameRune(r) && !seen[r] {
			seen[r] = true
			bad = append(bad, strconv.QuoteRune(r))
		}
	}
	switch len(bad) {
	case 0:
	case 1:
		reasons = append(reasons, bad[0]+" is not allowed (use letters, digits, '_', '-', '.')")
	default:
		reasons = append(reasons, strings.Join(bad[:len(bad)-1], ", ")+" and "+bad[len(bad)-1]+" are not allowed (use letters, digits, '_', '-', '.')")
	}
	if len(name) > MaxNameLen {
		unit := "characters"
		if !ascii {
			unit = "bytes"
		}
		reasons = append(reasons, fmt.Sprintf("it is %d %s long (at most %d)", len(name), unit, MaxNameLen))
	}
	return strings.Join(reasons, "; ")
}

// UIProblem says what is wrong with the value of ui= (the URI of the MCP
// App resource that renders the tool), "" when nothing is. want is the
// value to write instead when one is certain ("" otherwise).
func UIProblem(v string) (problem, want string) {
	if strings.TrimSpace(v) == "" {
		return "ui= is empty; give the ui:// URI of the resource that renders the tool (ui://server/app), or remove ui=", ""
	}
	scheme, rest, ok := strings.Cut(v, ":")
	if !ok || !strings.EqualFold(scheme, "ui") {
		return fmt.Sprintf("ui=%s is not a ui:// URI; an MCP App's UI is a resource registered under a ui:// URI (ui://server/app): name that resource here", strconv.Quote(v)), ""
	}
	path := strings.TrimLeft(rest, "/")
	if path == "" {
		return fmt.Sprintf("ui=%s names no resource; write the whole URI of the resource that renders the tool, like ui://server/app", strconv.Quote(v)), ""
	}
	if want := "ui://" + path; want != v {
		return fmt.Sprintf("ui=%s is not a ui:// URI; write %s", strconv.Quote(v), want), want
	}
	if strings.ContainsAny(v, " \t\r\n") {
		return fmt.Sprintf("ui=%s is not a valid URI: it contains white space; percent-encode it (%%20)", strconv.Quote(v)), ""
	}
	if _, err := url.Parse(v); err != nil {
		if ue, ok := err.(*url.Error); ok {
			err = ue.Err
		}
		return fmt.Sprintf("ui=%s is not a valid URI: %v", strconv.Quote(v), err), ""
	}
	return "", ""
}
