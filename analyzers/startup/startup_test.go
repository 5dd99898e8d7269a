package startup_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/startup"
)

func TestOMCG0020(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), startup.OMCG0020, "./omcg0020/...")
}

func TestOMCG0021(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), startup.OMCG0021, "./omcg0021/...")
}

func TestOMCG0022(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), startup.OMCG0022, "./omcg0022/...")
}

func TestOMCG0035(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), startup.OMCG0035, "./omcg0035/...")
}
