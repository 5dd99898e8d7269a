//go:build ignore

// gen writes docs.go: the Doc of every code's analyzer, extracted from
// the code's page in this directory; and the README's table of codes.
package main

import (
	"log"
	"os"

	"github.com/mcpvet/mcpvet/docs/diagnostics"
)

func main() {
	log.SetFlags(0)
	src, err := diagnostics.Generate(".")
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("docs.go", src, 0o644); err != nil {
		log.Fatal(err)
	}
	table, err := diagnostics.Table(".", "docs/diagnostics/")
	if err != nil {
		log.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		log.Fatal(err)
	}
	readme, err = diagnostics.WithTable(readme, table)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("../../README.md", readme, 0o644); err != nil {
		log.Fatal(err)
	}
}
