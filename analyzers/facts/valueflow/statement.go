package valueflow

import (
	"strings"
	"unicode"
)

// statementLead reports whether text, the literal text before a value,
// is only a keyword that takes a whole SQL statement after it (EXPLAIN,
// with its options: ANALYZE, VERBOSE, QUERY PLAN, FORMAT=JSON, a
// parenthesized option list). Such text gives the value no literal
// structure to escape from: no clause, quote or operand is open before
// it, so the value is the whole statement, as in a tool whose job is to
// run the model's query, and is not fixed text before it. Any other word
// (SELECT, FROM, WHERE, a table's name) or punctuation outside the
// option list makes the text a statement the value is pasted into.
func statementLead(text string) bool {
	words, ok := leadWords(text)
	if !ok || len(words) == 0 || words[0] != "EXPLAIN" {
		return false
	}
	for _, w := range words[1:] {
		if !explainOption(w) {
			return false
		}
	}
	return true
}

// leadWords splits text into upper-cased words, a parenthesized option
// list counting as one word "(...)"; ok is false for unbalanced or nested
// parentheses.
func leadWords(text string) (words []string, ok bool) {
	for rest := strings.TrimSpace(text); rest != ""; rest = strings.TrimLeftFunc(rest, unicode.IsSpace) {
		if rest[0] == '(' {
			end := strings.IndexByte(rest, ')')
			if end < 0 || strings.ContainsRune(rest[1:end], '(') {
				return nil, false
			}
			words = append(words, "("+strings.ToUpper(rest[1:end])+")")
			rest = rest[end+1:]
			continue
		}
		end := strings.IndexFunc(rest, func(r rune) bool { return unicode.IsSpace(r) || r == '(' })
		if end < 0 {
			end = len(rest)
		}
		words = append(words, strings.ToUpper(rest[:end]))
		rest = rest[end:]
	}
	return words, true
}

// explainOption reports whether w is one of EXPLAIN's options, in
// PostgreSQL's, MySQL's or SQLite's spelling: a keyword, FORMAT=name, or a
// parenthesized list of options made of words, commas and "=".
func explainOption(w string) bool {
	switch w {
	case "ANALYZE", "ANALYSE", "VERBOSE", "QUERY", "PLAN", "EXTENDED", "PARTITIONS":
		return true
	}
	if v, ok := strings.CutPrefix(w, "FORMAT="); ok {
		return isWord(v)
	}
	if list, ok := strings.CutPrefix(w, "("); ok {
		list = strings.TrimSuffix(list, ")")
		for _, opt := range strings.Split(list, ",") {
			for _, part := range strings.Fields(strings.ReplaceAll(opt, "=", " ")) {
				if !isWord(part) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// isWord reports whether s is letters, digits and underscores only.
func isWord(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
	}) < 0
}
