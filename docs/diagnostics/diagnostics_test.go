package diagnostics

import (
	"bytes"
	"go/format"
	"os"
	"strings"
	"testing"
)

// TestGenerated fails when docs.go is not what Generate makes of the
// pages (run go generate ./docs/diagnostics), or a page does not parse.
func TestGenerated(t *testing.T) {
	want, err := Generate(".")
	if err != nil {
		t.Fatal(err)
	}
	if fmted, err := format.Source(want); err != nil || !bytes.Equal(fmted, want) {
		t.Errorf("Generate writes source gofmt would change (%v)", err)
	}
	got, err := os.ReadFile("docs.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("docs.go is not the Docs of the pages: run go generate ./docs/diagnostics")
	}
}

// TestDoc checks that Doc gives the generated Doc with its title and
// text, and nothing for a code without a page.
func TestDoc(t *testing.T) {
	page, err := os.ReadFile("OMCG0001" + ".md")
	if err != nil {
		t.Fatal(err)
	}
	wantDoc, wantTitle, wantText, err := Extract("OMCG0001", page)
	if err != nil {
		t.Fatal(err)
	}
	doc, title, text, ok := Doc("OMCG0001")
	if !ok || doc != wantDoc || title != wantTitle || text != wantText {
		t.Errorf("Doc(OMCG0001) = %q, %q, %q, %v; want what Extract makes of the page", doc, title, text, ok)
	}
	if _, _, _, ok := Doc("OMCG9999"); ok {
		t.Error("Doc(OMCG9999) found a page")
	}
}

// TestREADMETable fails when the README's table of codes is not what
// Table makes of the pages (run go generate ./docs/diagnostics).
func TestREADMETable(t *testing.T) {
	table, err := Table(".", "docs/diagnostics/")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	want, err := WithTable(readme, table)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(readme, want) {
		t.Error("the README's table of codes is not the pages' codes, severities and titles: run go generate ./docs/diagnostics")
	}
	if n := strings.Count(table, "\n| ["); n < 50 {
		t.Errorf("the table has %d codes", n)
	}
}
