package selfref_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/selfref"
)

func TestOMCG0006(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), selfref.OMCG0006, "./omcg0006/...")
}
