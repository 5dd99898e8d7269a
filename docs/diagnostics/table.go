package diagnostics

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// The README's table of codes is written from the pages, between these
// two lines, by go generate.
const (
	TableStart = "<!-- The table of codes: written from docs/diagnostics by go generate ./docs/diagnostics. -->"
	TableEnd   = "<!-- End of the table of codes. -->"
)

// The expressions are compiled on first use: this package is linked into
// every go vet process of mcpvet's, where only go generate reads them.
var (
	heading  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^# ([A-Z]+[0-9]+) — (.+)$`) })
	severity = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\*\*Severity:\*\* ([a-z]+)`) })
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
		m := heading().FindSubmatch(first)
		if m == nil {
			return "", fmt.Errorf("%s: the first line is not \"# CODE — title\"", f)
		}
		sev := severity().FindSubmatch(rest)
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

// Family is a package of codes as the README's package list names it:
// its directory ("analyzers/families/security/") and its codes, in order.
type Family struct {
	Dir   string
	Codes []string
}

// familyLine is a line of the README's package list that names a family:
// its directory, the codes, and what follows them.
var familyLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^(analyzers/(?:[a-z]+/)+)( +)((?:(?:OMCG|MCP)[0-9]+ ?)+)`)
})

// WithFamilies writes each family's codes into its line of the README's
// package list, after the directory, keeping the words that follow. A
// family without a line, or a line of no family, is an error: the list
// is written by hand but for the codes.
func WithFamilies(readme []byte, families []Family) ([]byte, error) {
	byDir := map[string]Family{}
	for _, f := range families {
		byDir[f.Dir] = f
	}
	seen := map[string]bool{}
	var bad error
	out := familyLine().ReplaceAllFunc(readme, func(line []byte) []byte {
		m := familyLine().FindSubmatch(line)
		dir := string(m[1])
		f, ok := byDir[dir]
		if !ok {
			bad = fmt.Errorf("the README lists %s with codes, and no code is declared there", dir)
			return line
		}
		seen[dir] = true
		codes := strings.Join(f.Codes, " ")
		if bytes.HasSuffix(m[3], []byte(" ")) {
			codes += " "
		}
		return []byte(dir + string(m[2]) + codes)
	})
	if bad != nil {
		return nil, bad
	}
	for _, f := range families {
		if !seen[f.Dir] {
			return nil, fmt.Errorf("the README's package list has no line %q for %s: add one", f.Dir+" "+strings.Join(f.Codes, " "), strings.Join(f.Codes, ", "))
		}
	}
	return out, nil
}
