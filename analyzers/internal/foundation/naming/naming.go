// Package naming turns Go identifiers into tool names and titles. It is
// shared by the analyzers, the generator and the runtime, so a name is
// derived one way everywhere.
package naming

import (
	"strings"
	"unicode"
)

// Words splits a Go identifier into words, keeping initialisms whole:
// "GetUserByID" -> [Get User By ID], "HTTPRequest" -> [HTTP Request],
// "ListOpenPRs" -> [List Open PRs], "GetV2Items" -> [Get V2 Items].
func Words(ident string) []string {
	rs := []rune(ident)
	var words []string
	start := 0
	flush := func(end int) {
		if end > start {
			words = append(words, string(rs[start:end]))
		}
		start = end
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == '_' {
			flush(i)
			start = i + 1
			continue
		}
		if i == start {
			continue
		}
		prev := rs[i-1]
		switch {
		case unicode.IsUpper(r) && (unicode.IsLower(prev) || unicode.IsDigit(prev) && !startsWithUpperRun(rs[start:i])):
			flush(i)
		case unicode.IsUpper(r) && unicode.IsUpper(prev) && i+1 < len(rs) && unicode.IsLower(rs[i+1]) && !pluralInitialism(rs, i):
			// The last capital of a run starts the next word: HTTPRequest.
			flush(i)
		}
	}
	flush(len(rs))
	return words
}

// startsWithUpperRun reports whether a word is an initialism so far
// ("V2" keeps going into "V2Items" no further than the digit).
func startsWithUpperRun(w []rune) bool {
	return len(w) > 1 && unicode.IsUpper(w[0]) && unicode.IsUpper(w[1])
}

// pluralInitialism reports whether rs[i] is the last capital of an
// initialism followed by a plural "s" that ends the identifier or a word:
// the "s" of "PRs" belongs to "PR".
func pluralInitialism(rs []rune, i int) bool {
	if rs[i+1] != 's' {
		return false
	}
	return i+2 == len(rs) || !unicode.IsLower(rs[i+2])
}

// SnakeCase is the default tool name of a Go func: GetDocket -> get_docket,
// HTTPRequest -> http_request, GetUserByID -> get_user_by_id.
func SnakeCase(ident string) string {
	words := Words(ident)
	for i, w := range words {
		words[i] = strings.ToLower(w)
	}
	return strings.Join(words, "_")
}

// Title reads an identifier as a sentence with initialisms kept:
// GetByID -> "Get by ID", ListOpenPRs -> "List open PRs".
func Title(ident string) string {
	words := Words(ident)
	for i, w := range words {
		if i > 0 && !isInitialism(w) {
			words[i] = strings.ToLower(w)
		}
	}
	return strings.Join(words, " ")
}

func isInitialism(w string) bool {
	upper := 0
	for _, r := range w {
		if unicode.IsUpper(r) {
			upper++
		}
	}
	return upper > 1 || upper == 1 && len(w) == 1 && w != "A" && w != "I"
}
