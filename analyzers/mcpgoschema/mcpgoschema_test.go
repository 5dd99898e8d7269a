package mcpgoschema_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/mcpgoschema"
)

func TestOMCG0027(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), mcpgoschema.OMCG0027, "./omcg0027/...")
}
