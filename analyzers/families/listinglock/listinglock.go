// Package listinglock holds OMCG0045: what a server lists (each tool's
// name, title, description, annotations, input and output schemas; each
// resource's and template's name, title, description and content type;
// each prompt's title, description and arguments) differs from the
// listing lock the module keeps under review.
//
// `mcpvet schema -lock FILE` writes the lock; with the analyzer's -lock
// flag set to that file, each difference between the code and the lock
// is a finding at the tool (at the package clause for a tool the code no
// longer lists), and a change that can make a client written against the
// lock fail is named as breaking. The comparison (Changes) and the
// listing (Of) live here, so that the command that writes the lock and
// the analyzer that reads it cannot disagree on what a tool lists.
package listinglock

import (
	"maps"
	"path/filepath"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0045 reports a listing that differs from the lock.
var OMCG0045 = omcg0045.Analyzer

var omcg0045 = toolpass.New(toolpass.Code{
	Code:     "OMCG0045",
	Severity: analyzerutil.Warning,
	Since:    "v0.5.0",
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      run,
})

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0045}

// Analyzers are the package's code analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)

// LockFlag is the analyzer's flag that names the lock file (an absolute
// path; empty: no lock, nothing reported). HashFlag is ignored by the
// analyzer: go vet keys its cache by the flags and not by the lock file,
// so mcpvet passes the file's hash there, and a changed lock is analyzed
// again.
const (
	LockFlag = "lock"
	HashFlag = "lockhash"
)

var lockPath string

func init() {
	OMCG0045.Flags.StringVar(&lockPath, LockFlag, "", "compare each package's listing with the listing lock in this `file` (written by mcpvet schema -lock)")
	OMCG0045.Flags.String(HashFlag, "", "the lock file's hash, for go vet's cache (mcpvet sets it)")
}

func run(p *toolpass.Pass) {
	if lockPath == "" || passutil.IsStd(p.Pass.Pass) || len(p.Files) == 0 {
		return
	}
	now, at := Of(p.Fset, p.Facts, p.API)
	lock, err := Read(lockPath) // a small file, read again for each package: the editor may have changed it
	if err != nil {
		if !now.Empty() {
			p.Report(p.Files[0].Name.Pos(), p.Files[0].Name.End(), nil, "the listing lock cannot be read: %v", err)
		}
		return
	}
	was := lock.Packages[p.Pkg.Path()]
	if was == nil {
		was = &Listing{Resources: map[string]Resource{}, Templates: map[string]Resource{}, Prompts: map[string]Prompt{}, Servers: map[string]Server{}}
	}
	file := filepath.Base(lockPath) // the same message in every checkout (baselines)
	accept := "run mcpvet schema -lock " + file + " ./... to"
	for _, name := range slices.Sorted(maps.Keys(now.Tools)) {
		t := at.Tools[name]
		old, locked := was.Tools[name]
		if !locked {
			p.Report(t.Pos, t.End, nil, "tool %q is not in the listing lock %s: %s add it", name, file, accept)
			continue
		}
		for _, c := range Changes(old, now.Tools[name]) {
			p.Report(t.Pos, t.End, nil, "tool %q differs from the listing lock %s: %s%s; %s accept it", name, file, c.What, breaking(c.Breaking), accept)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(was.Tools)) {
		if _, listed := now.Tools[name]; !listed {
			pos := p.Files[0].Name
			p.Report(pos.Pos(), pos.End(), nil, "tool %q of the listing lock %s is no longer listed (breaking for clients that call it); %s accept it", name, file, accept)
		}
	}
	// Resources, templates and prompts, where the lock has them (a lock
	// written before they were locked has none of their keys).
	const readers = " (breaking for clients that read it)"
	compare(p, "resource", readers, file, accept, was.Resources, now.Resources, at.Resources, ResourceChanges)
	compare(p, "resource template", readers, file, accept, was.Templates, now.Templates, at.Templates, ResourceChanges)
	compare(p, "prompt", readers, file, accept, was.Prompts, now.Prompts, at.Prompts, PromptChanges)
	compare(p, "server", "", file, accept, was.Servers, now.Servers, at.Servers, ServerChanges)
}

// compare reports the differences of one kind of entry between the lock
// (was, nil when the lock has none of its key) and the code (now);
// removal says what a removal breaks.
func compare[T any](p *toolpass.Pass, noun, removal, file, accept string, was, now map[string]T, at map[string]span, changes func(was, now T) []Change) {
	if was == nil {
		return
	}
	for _, key := range slices.Sorted(maps.Keys(now)) {
		sp := at[key]
		old, locked := was[key]
		if !locked {
			p.Report(sp.pos, sp.end, nil, "%s %q is not in the listing lock %s: %s add it", noun, key, file, accept)
			continue
		}
		for _, c := range changes(old, now[key]) {
			p.Report(sp.pos, sp.end, nil, "%s %q differs from the listing lock %s: %s%s; %s accept it", noun, key, file, c.What, breaking(c.Breaking), accept)
		}
	}
	for _, key := range slices.Sorted(maps.Keys(was)) {
		if _, listed := now[key]; !listed {
			pos := p.Files[0].Name
			p.Report(pos.Pos(), pos.End(), nil, "%s %q of the listing lock %s is no longer listed%s; %s accept it", noun, key, file, removal, accept)
		}
	}
}

func breaking(b bool) string {
	if b {
		return " (breaking for clients written against the lock)"
	}
	return ""
}
