package analyzerutil

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// MaxNamed is how many tools a message names before it counts the rest:
// a type that a thousand tools reach is one finding, not a thousand, and
// its message stays one line.
const MaxNamed = 3

// Reached is a tool a finding reaches, for its message and its related
// locations.
type Reached struct {
	Name string
	Pos  token.Pos
}

// Reach names the tools a finding reaches, sorted: all of them up to
// MaxNamed ("get, list"), else the first MaxNamed and how many more
// ("a, b, c and 706 more tools"); "" when none has a known name. With
// more than MaxNamed, related lists every one of them, so that -json and
// SARIF carry the full list.
func Reach(tools []Reached) (string, []analysis.RelatedInformation) {
	named := namedTools(tools)
	if len(named) == 0 {
		return "", nil
	}
	var names []string
	for _, t := range named[:min(len(named), MaxNamed)] {
		names = append(names, t.Name)
	}
	text := strings.Join(names, ", ")
	if len(named) <= MaxNamed {
		return text, nil
	}
	if more := len(named) - MaxNamed; more == 1 {
		text += " and 1 more tool"
	} else {
		text += fmt.Sprintf(" and %d more tools", more)
	}
	var related []analysis.RelatedInformation
	for _, t := range named {
		if t.Pos.IsValid() {
			related = append(related, analysis.RelatedInformation{Pos: t.Pos, Message: "reaches tool " + t.Name})
		}
	}
	return text, related
}

// namedTools are the tools that have a name, once each, sorted by name.
func namedTools(tools []Reached) []Reached {
	var named []Reached
	for _, t := range tools {
		if t.Name != "" && !slices.ContainsFunc(named, func(x Reached) bool { return x.Name == t.Name }) {
			named = append(named, t)
		}
	}
	slices.SortStableFunc(named, func(a, b Reached) int { return strings.Compare(a.Name, b.Name) })
	return named
}

// ReportReach is Report for a finding that several tools reach: the
// message starts with Reach's names ("a, b, c and 706 more tools: "), and
// the related locations list them all when it does not name them all.
func (p *Pass) ReportReach(pos, end token.Pos, fixes []analysis.SuggestedFix, tools []Reached, format string, args ...any) {
	text, related := Reach(tools)
	if text != "" {
		format = "%s: " + format
		args = append([]any{text}, args...)
	}
	p.related = related
	p.Report(pos, end, fixes, format, args...)
	p.related = nil
}

// Group keeps the first item of each spot, in order, with the tools
// that reach it and, for a finding about a type, the fields that use it:
// a finding many tools reach is reported once.
type Group[T any] struct {
	order []Spot
	first map[Spot]T
	tools map[Spot][]Reached
	uses  map[Spot][]token.Pos
	// elsewhere are the spots at a declaration of another package
	// (ReportElsewhere): their related locations list every tool, and
	// the message names none.
	elsewhere map[Spot]bool
}

// Spot is where a finding is and what it says: findings of one spot are
// one.
type Spot struct {
	Pos token.Pos
	Msg string
}

// Add adds item at k, reached by tool, of a type used at use (NoPos for
// a finding that is not about a type).
func (g *Group[T]) Add(k Spot, item T, tool Reached, use token.Pos) {
	if g.first == nil {
		g.first, g.tools, g.uses = map[Spot]T{}, map[Spot][]Reached{}, map[Spot][]token.Pos{}
	}
	if _, ok := g.first[k]; !ok {
		g.order = append(g.order, k)
		g.first[k] = item
	}
	g.tools[k] = append(g.tools[k], tool)
	if use.IsValid() && !slices.Contains(g.uses[k], use) {
		g.uses[k] = append(g.uses[k], use)
	}
}

// Each calls fn with each item, its tool prefix ("a, b: ", "" when no
// tool has a known name) and how many fields use it (for a finding about
// a type), with the group's related locations set for Report.
func (g *Group[T]) Each(p *Pass, fn func(item T, tools string, uses int)) {
	for _, k := range g.order {
		if g.elsewhere[k] {
			related := reachedAll(g.tools[k])
			for _, u := range g.uses[k] {
				related = append(related, analysis.RelatedInformation{Pos: u, Message: "a field of this type"})
			}
			p.related = related
			fn(g.first[k], "", len(g.uses[k]))
			p.related = nil
			continue
		}
		text, related := Reach(g.tools[k])
		if text != "" {
			text += ": "
		}
		if len(g.uses[k]) > 1 {
			for _, u := range g.uses[k] {
				related = append(related, analysis.RelatedInformation{Pos: u, Message: "a field of this type"})
			}
		}
		p.related = related
		fn(g.first[k], text, len(g.uses[k]))
		p.related = nil
	}
}

// MarkElsewhere marks k as a spot at a declaration of another package.
func (g *Group[T]) MarkElsewhere(k Spot) {
	if g.elsewhere == nil {
		g.elsewhere = map[Spot]bool{}
	}
	g.elsewhere[k] = true
}
