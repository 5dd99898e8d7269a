package elicitation_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/elicitation"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

func TestOMCG0028(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), elicitation.OMCG0028, "./omcg0028/...")
}
