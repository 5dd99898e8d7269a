package diagnostics

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// The README's table of codes is written from the pages, between these
// two lines, by go generate.
const (
	TableStart = "<!-- The table of codes: written from docs/diagnostics by go generate ./docs/diagnostics. -->"
	TableEnd   = "<!-- End of the table of codes. -->"
)

var (
	heading  = regexp.MustCompile(`^# ([A-Z]+[0-9]+) — (.+)$`)
	severity = regexp.MustCompile(`\*\*Severity:\*\* ([a-z]+)`)
)

// Table is the README's table of codes: one row per page in dir, the
// code linked to its page, its severity and its title as the page gives
// them; the OMCG codes first, then the MCP codes, each in order.
func Table(dir, link string) (string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.md"))
	if err != nil {
		return "", err
	}
	slices.SortFunc(files, func(a, b string) int {
		ka, kb := tableKey(filepath.Base(a)), tableKey(filepath.Base(b))
		return strings.Compare(ka, kb)
	})
	var b strings.Builder
	b.WriteString("| Code | Severity | What |\n|---|---|---|\n")
	for _, f := range files {
		page, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		first, rest, _ := bytes.Cut(page, []byte("\n"))
		m := heading.FindSubmatch(first)
		if m == nil {
			return "", fmt.Errorf("%s: the first line is not \"# CODE — title\"", f)
		}
		sev := severity.FindSubmatch(rest)
		if sev == nil {
			return "", fmt.Errorf("%s: no **Severity:** line", f)
		}
		fmt.Fprintf(&b, "| [%s](%s) | %s | %s |\n", m[1], link+filepath.Base(f), sev[1], m[2])
	}
	return b.String(), nil
}

// tableKey orders OMCG codes before MCP codes.
func tableKey(name string) string {
	if strings.HasPrefix(name, "OMCG") {
		return "0" + name
	}
	return "1" + name
}

// WithTable is readme with the text between TableStart and TableEnd
// replaced by table.
func WithTable(readme []byte, table string) ([]byte, error) {
	before, after, ok := bytes.Cut(readme, []byte(TableStart+"\n"))
	if !ok {
		return nil, fmt.Errorf("the README has no line %q", TableStart)
	}
	_, after, ok = bytes.Cut(after, []byte(TableEnd+"\n"))
	if !ok {
		return nil, fmt.Errorf("the README has no line %q after the start of the table", TableEnd)
	}
	var b bytes.Buffer
	b.Write(before)
	b.WriteString(TableStart + "\n\n" + table + "\n" + TableEnd + "\n")
	b.Write(after)
	return b.Bytes(), nil
}
