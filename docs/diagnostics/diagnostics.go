// Package diagnostics holds the page of every mcpvet diagnostic code,
// CODE.md, as the one source of the code's words: the analyzer of each
// code takes its title, rule, reasons and examples from its page
// (analyzers/internal/analyzerutil extracts them), as the passes of
// golang.org/x/tools take theirs from their doc.go.
package diagnostics

import "embed"

//go:embed *.md
var pages embed.FS

// Page returns the page of a code (OMCG0001.md for "OMCG0001"): a fresh
// copy, which the caller may keep or change.
func Page(code string) ([]byte, error) {
	return pages.ReadFile(code + ".md")
}
