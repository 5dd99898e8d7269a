package clientrequest_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/families/clientrequest"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestSeverity: OMCG0034 is listed as a warning, and its diagnostics are
// errors exactly where the server is served stateless.
func TestSeverity(t *testing.T) {
	results := omcg0034(t, "fixtures/omcg0034/stateless")
	if c, ok := analyzers.Lookup("OMCG0034"); !ok || c.Severity != analyzers.Warning {
		t.Fatalf("OMCG0034 is listed as %v, want a warning", c.Severity)
	}
	var got []string
	for _, act := range results {
		for _, d := range act.Diagnostics {
			sev, ok := analyzers.SeverityOf(act.Analyzer, d)
			if !ok {
				t.Fatalf("%s: no code", d.Message)
			}
			got = append(got, fmt.Sprintf("%v %v", sev, strings.Contains(d.Message, "served stateless")))
		}
	}
	slices.Sort(got)
	if want := []string{"error true", "warning false"}; !slices.Equal(got, want) {
		t.Errorf("severities %q, want %q", got, want)
	}
}

// TestOldSDK: on a go-sdk and an mcp-go that never negotiate 2026-07-28
// (v1.6.0 and v0.58.0, a module of its own), a handler's request is
// reported only where its server is served stateless.
func TestOldSDK(t *testing.T) {
	dir := fixturemod.Use(t, filepath.Join(fixturetest.Dir(t), "omcg0034", "oldsdk"))
	fixturetest.Run(t, fixturetest.Load(t, dir, "./..."), []*analysis.Analyzer{clientrequest.OMCG0034})
}

// TestPerCause: the five tools that reach one request through another
// package's helper are one finding, whose related locations list every
// registration and every other tool's call of the helper.
func TestPerCause(t *testing.T) {
	for _, act := range omcg0034(t, "fixtures/omcg0034/percause") {
		for _, d := range act.Diagnostics {
			if !strings.Contains(d.Message, "drop_branch") {
				continue
			}
			var registered, calls int
			for _, rel := range d.Related {
				switch {
				case strings.HasSuffix(rel.Message, " is registered here"):
					registered++
				case strings.HasSuffix(rel.Message, " reaches the request here"):
					calls++
				}
			}
			if registered != 5 || calls != 4 {
				t.Errorf("related: %d registrations and %d calls, want 5 and 4", registered, calls)
			}
			return
		}
	}
	t.Error("no finding for the drop_ tools")
}

// omcg0034 runs OMCG0034 on its fixtures, from the one load of them that
// the tests share, and returns its actions on the packages in dirs.
func omcg0034(t *testing.T, dirs ...string) []*checker.Action {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0034/...")
	return fixturetest.Actions(t, pkgs, clientrequest.OMCG0034, dirs...)
}
