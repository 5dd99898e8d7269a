package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// A baseline is the findings a project has accepted for now (-baseline
// FILE reports only the others; -baseline-write FILE records today's).
// An entry is matched by code, file and message, never by line, so that
// an edit above a finding does not make it new; each finding has its own
// entry, so a second identical finding in one file is new.
type baseline struct {
	Findings []baselineEntry `json:"findings"`
}

type baselineEntry struct {
	Code    string `json:"code"`
	File    string `json:"file"` // slash-separated, relative to the report root
	Message string `json:"message"`
}

func baselineEntryOf(f *finding, root string) baselineEntry {
	name := f.posn().Filename
	if rel, ok := relativeTo(root, name); ok {
		name = rel
	}
	return baselineEntry{codeOf(f), name, f.diag.Message}
}

// matchKey is what an entry is matched by: its message with the count of
// tools beyond the named ones left out ("a, b, c and 706 more tools: "),
// so that a finding that reaches one more tool, beyond the first three,
// is still the baseline's. The file keeps the message as printed.
func (e baselineEntry) matchKey() baselineEntry {
	e.Message = moreTools().ReplaceAllString(e.Message, " and N more tools: ")
	return e
}

// moreTools is the count analyzerutil.Reach writes after the tools it
// names.
var moreTools = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(` and [0-9]+ more tools?: `) })

// writeBaseline records the findings in file, one entry each, in a stable
// order (file, code, message).
func writeBaseline(file string, fs []*finding, root string) error {
	b := baseline{Findings: []baselineEntry{}}
	for _, f := range fs {
		b.Findings = append(b.Findings, baselineEntryOf(f, root))
	}
	slices.SortFunc(b.Findings, func(x, y baselineEntry) int {
		return cmp.Or(strings.Compare(x.File, y.File), strings.Compare(x.Code, y.Code), strings.Compare(x.Message, y.Message))
	})
	data, err := json.MarshalIndent(b, "", "\t")
	if err != nil {
		return err
	}
	return os.WriteFile(file, append(data, '\n'), 0o666)
}

// readBaseline reads a file writeBaseline wrote, as a count per entry.
func readBaseline(file string) (map[baselineEntry]int, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var b baseline
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("baseline %s: %v", file, err)
	}
	counts := map[baselineEntry]int{}
	for _, e := range b.Findings {
		counts[e.matchKey()]++
	}
	return counts, nil
}

// notInBaseline is the findings the baseline does not account for: each
// entry accounts for one finding, the first in fs's order.
func notInBaseline(fs []*finding, counts map[baselineEntry]int, root string) []*finding {
	var out []*finding
	for _, f := range fs {
		e := baselineEntryOf(f, root).matchKey()
		if counts[e] > 0 {
			counts[e]--
			continue
		}
		out = append(out, f)
	}
	return out
}

// applyBaseline does what -baseline and -baseline-write ask of the
// deduplicated findings left and of all findings (the -json report, which
// keeps a file's findings in each package variant): with -baseline-write
// it records left and reports nothing (done); with -baseline it keeps the
// findings the file does not account for.
//
// counts is the baseline as read, for the findings of the code after
// -fix (see notInBaseline).
func (f *analysisFlags) applyBaseline(stderr io.Writer, all, left []*finding) (newAll, newLeft []*finding, counts map[baselineEntry]int, done bool, err error) {
	root := reportRoot(left)
	if f.baselineWrite != "" {
		if err := writeBaseline(f.baselineWrite, left, root); err != nil {
			return nil, nil, nil, true, err
		}
		fmt.Fprintf(stderr, "mcpvet: recorded %s in %s\n", plural(len(left), "finding", "findings"), f.baselineWrite)
		return nil, nil, nil, true, nil
	}
	counts, err = readBaseline(f.baseline)
	if err != nil {
		return nil, nil, nil, true, err
	}
	newLeft = notInBaseline(left, counts, root)
	counts, _ = readBaseline(f.baseline) // notInBaseline used up the first
	// Said on stderr (stdout may hold -json or -sarif), so that a run that
	// reports nothing still shows that the baseline hid something.
	fmt.Fprintf(stderr, "mcpvet: the baseline %s accounts for %s, not reported\n", f.baseline, plural(len(left)-len(newLeft), "finding", "findings"))
	kept := map[dedupeKey]bool{}
	for _, g := range newLeft {
		kept[dedupeKeyOf(g)] = true
	}
	for _, g := range all {
		if kept[dedupeKeyOf(g)] {
			newAll = append(newAll, g)
		}
	}
	return newAll, newLeft, counts, false, nil
}
