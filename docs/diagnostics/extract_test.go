package diagnostics

import (
	"strings"
	"testing"
)

// page is a page with every kind of Markdown Extract turns into text.
const page = "# OMCG0099 — `//mcp:tool` is on a `var`\n" + `
**Analyzer:** ` + "`omcg0099`" + ` (package ` + "`analyzers/x`" + `) · **Severity:** error

## Rule

A **directive** on a ` + "`var`" + ` is reported; so is one
on a ` + "``x`y``" + ` ([OMCG0015](docs/diagnostics/OMCG0015.md), <https://example.com/a>, \*star\*),
a ` + "`span of\ncode`" + ` and [a
link](page.go) over two lines, a ` + "`" + ` alone.

- a list item,
  continued

### A heading

| Written | Falls back to |
|---|---|
| ` + "`a\\|b`" + ` | [T]() kept |

` + "```go" + `
var x = 1

var y = 2
` + "```" + `

## Why

Because.

## Bad

Some text.

` + "```go" + `
//mcp:tool
var F = func() {}

` + "```" + `

` + "```go" + `
second block, left out
` + "```" + `

## Good

` + "```go" + `
//mcp:tool
func F() {}
` + "```" + `

## Fix

Left out.
`

// TestExtract checks the text Extract makes of each kind of Markdown, and
// the layout of the Doc: title, text, examples under "Bad:" and "Good:"
// indented by a tab, as go doc shows code.
func TestExtract(t *testing.T) {
	doc, title, text, err := Extract("OMCG0099", []byte(page))
	if err != nil {
		t.Fatal(err)
	}
	wantText := `A directive on a var is reported; so is one
on a x` + "`" + `y (OMCG0015, https://example.com/a, *star*),
a span of
code and a
link over two lines, a ` + "`" + ` alone.

- a list item,
  continued

A heading

Written | Falls back to
a|b | [T]() kept

	var x = 1

	var y = 2

Because.`
	want := "//mcp:tool is on a var\n\n" + wantText + "\n\nBad:\n\n\t//mcp:tool\n\tvar F = func() {}\n\nGood:\n\n\t//mcp:tool\n\tfunc F() {}"
	if doc != want {
		t.Errorf("doc =\n%s\nwant\n%s", doc, want)
	}
	if title != "//mcp:tool is on a var" {
		t.Errorf("title = %q", title)
	}
	if text != wantText {
		t.Errorf("text =\n%s\nwant\n%s", text, wantText)
	}
}

// TestExtractMalformed checks that each way a page can be malformed is an
// error naming the page (go generate then refuses to write docs.go).
func TestExtractMalformed(t *testing.T) {
	for _, tc := range []struct{ name, page, want string }{
		{"empty", "", `:1: the first line is not "# OMCG0099 — title"`},
		{"other code", strings.Replace(page, "OMCG0099", "OMCG0098", 1), `the first line is not`},
		{"no title", "# OMCG0099 — \n" + page[strings.IndexByte(page, '\n'):], `the first line is not`},
		{"no Why", strings.Replace(page, "## Why", "## Because", 1), `section "Bad", want "Why"`},
		{"no Fix", page[:strings.Index(page, "## Fix")], `no section "Fix"`},
		{"order", strings.NewReplacer("## Bad", "## Good", "## Good", "## Bad").Replace(page), `section "Good", want "Bad"`},
		{"no go block", strings.Replace(page, "```go\n//mcp:tool\nfunc F", "```\n//mcp:tool\nfunc F", 1), `section "Good" has no go block`},
		{"unclosed", page[:strings.LastIndex(page, "```")], `code block never closed`},
		{"no text", strings.Replace(strings.Replace(page, "Because.", "", 1), page[strings.Index(page, "A **directive"):strings.Index(page, "## Why")], "", 1), `are empty`},
	} {
		_, _, _, err := Extract("OMCG0099", []byte(tc.page))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "OMCG0099"+".md") {
			t.Errorf("%s: err = %v, want one naming the page and saying %q", tc.name, err, tc.want)
		}
	}
}
