// Package mcpfacts is the shared fact pass of mcpvet. See doc.go.
package mcpfacts

import (
	"reflect"

	"golang.org/x/tools/go/analysis"
)

var Analyzer = &analysis.Analyzer{
	Name:       "mcpfacts",
	Doc:        "find MCP tools and compute their schemas\n\nmcpfacts is the shared pass every mcpvet analyzer requires. It reports nothing.",
	URL:        "https://github.com/mcpvet/mcpvet/tree/main/analyzers/mcpfacts",
	Run:        run,
	ResultType: reflect.TypeFor[*Result](),
}

type Result struct{}

func run(pass *analysis.Pass) (any, error) { return &Result{}, nil }
