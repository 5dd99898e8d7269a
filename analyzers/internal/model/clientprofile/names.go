package clientprofile

import (
	"fmt"
	"strconv"
	"strings"
)

// Name limits of the profiles.
const (
	// FunctionNameMax is the longest function name OpenAI's and Gemini's
	// function calling accept (and the Anthropic API, for the full name
	// Claude Code sends).
	FunctionNameMax = 64
	// CursorMax is the longest server name and tool name together that
	// Cursor keeps.
	CursorMax = 60
	// ClaudePrefix and ClaudeSep make the name Claude Code sends:
	// mcp__SERVER__TOOL.
	ClaudePrefix, ClaudeSep = "mcp__", "__"
)

// NameRefusals says, for a tool name that is valid MCP, why the selected
// clients refuse it and what they do, one reason a line; none when they
// all take it. server is the server name, "" when it is not known: then
// a prefix budget is reported only when no server name could make it fit.
func NameRefusals(name, server string, sel Selection) []string {
	var out []string
	var dots []Client
	for _, c := range []Client{OpenAI, Copilot} {
		if sel.Has(c) {
			dots = append(dots, c)
		}
	}
	if strings.Contains(name, ".") && len(dots) > 0 {
		out = append(out, fmt.Sprintf("it contains '.' (%s reject%s the tool list, and every request with it; use '_' or '-')", Join(dots), plural(dots)))
	}
	var long []Client
	for _, c := range []Client{OpenAI, Gemini} {
		if sel.Has(c) {
			long = append(long, c)
		}
	}
	if len(name) > FunctionNameMax && len(long) > 0 {
		out = append(out, fmt.Sprintf("it is %d characters long (%s reject%s the tool list; at most %d)", len(name), Join(long), plural(long), FunctionNameMax))
	}
	if sel.Has(Gemini) && name != "" && !(isLetter(name[0]) || name[0] == '_') {
		out = append(out, fmt.Sprintf("it starts with %s (Gemini rejects the tool list; a letter or '_' first)", strconv.QuoteRune(rune(name[0]))))
	}
	if sel.Has(Claude) {
		if server != "" {
			if full := ClaudePrefix + server + ClaudeSep + name; len(full) > FunctionNameMax {
				out = append(out, fmt.Sprintf("Claude Code sends it as %q, %d characters (the Anthropic API rejects the tool list; at most %d)", full, len(full), FunctionNameMax))
			}
		} else if n := len(ClaudePrefix+"x"+ClaudeSep) + len(name); n > FunctionNameMax {
			out = append(out, fmt.Sprintf("Claude Code sends it as mcp__SERVER__%s, at least %d characters whatever the server is called (the Anthropic API rejects the tool list; at most %d)", name, n, FunctionNameMax))
		}
	}
	if sel.Has(Cursor) {
		if server != "" {
			if n := len(server) + len(name); n > CursorMax {
				out = append(out, fmt.Sprintf("with the server name %q it is %d characters (Cursor drops the tool; at most %d for both)", server, n, CursorMax))
			}
		} else if n := 1 + len(name); n > CursorMax {
			out = append(out, fmt.Sprintf("with any server name it is at least %d characters (Cursor drops the tool; at most %d for server and tool name)", n, CursorMax))
		}
	}
	return out
}

// PortableName is the nearest name the selected clients take, by the
// rules a mechanical rename can follow ('.' becomes '_', the name is cut
// to the shortest budget); "" when nothing is left or no rename helps (a
// name Gemini refuses for its first character).
func PortableName(name, server string, sel Selection) string {
	if sel.Has(OpenAI) || sel.Has(Copilot) {
		name = strings.ReplaceAll(name, ".", "_")
	}
	if n := Budget(server, sel); n > 0 && len(name) > n {
		name = cut(name, n)
	}
	if name == "" || len(NameRefusals(name, server, sel)) > 0 {
		return ""
	}
	return name
}

// Budget is the longest tool name every selected client takes with this
// server name (one character when it is not known); 0 when none limits it.
func Budget(server string, sel Selection) int {
	s := max(len(server), 1)
	n := 0
	limit := func(m int) {
		if n == 0 || m < n {
			n = m
		}
	}
	if sel.Has(OpenAI) || sel.Has(Gemini) {
		limit(FunctionNameMax)
	}
	if sel.Has(Claude) {
		limit(FunctionNameMax - len(ClaudePrefix+ClaudeSep) - s)
	}
	if sel.Has(Cursor) {
		limit(CursorMax - s)
	}
	return max(n, 0)
}

// cut shortens an ASCII name to n bytes, without a separator left
// dangling at the end.
func cut(name string, n int) string {
	if len(name) <= n {
		return name
	}
	return strings.TrimRight(name[:n], "_-.")
}

func isLetter(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

func plural(cs []Client) string {
	if len(cs) == 1 {
		return "s"
	}
	return ""
}
