package clientrequest_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/clientrequest"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

func TestOMCG0034(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), clientrequest.OMCG0034, "./omcg0034/...")
}
