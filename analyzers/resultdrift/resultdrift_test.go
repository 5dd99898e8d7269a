package resultdrift_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/resultdrift"
)

func TestOMCG0043(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), resultdrift.OMCG0043, "./omcg0043/...")
}
