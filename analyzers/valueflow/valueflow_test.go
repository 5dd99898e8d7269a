package valueflow_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/valueflow"
)

// TestFacts holds the summaries of testdata/mod/valueflow to their want
// lines: which parameter reaches which kind of sink or the result, with
// or without fixed text before it, across two packages; a func without a
// want line has no summary.
func TestFacts(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), valueflow.Analyzer, "./valueflow/...")
}
