package main

import (
	"cmp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
)

// Priority says how soon a note needs attention.
type Priority string

const (
	Low    Priority = "low"
	Normal Priority = "normal"
	High   Priority = "high"
	Urgent Priority = "urgent"
)

// Note is one note of the notebook.
type Note struct {
	// ID identifies the note.
	ID uuid.UUID `json:"id"`
	// Title is a one-line summary.
	Title string `json:"title"`
	// Body is the text of the note, in Markdown.
	Body string `json:"body,omitempty"`
	// Tags label the note; a note may have none.
	Tags []string `json:"tags,omitempty"`
	// Priority says how soon the note needs attention.
	Priority Priority `json:"priority"`
	// Due is when the note must be dealt with, if ever.
	Due *time.Time `json:"due,omitempty"`
	// Checklist holds the steps of the note, in order.
	Checklist []ChecklistItem `json:"checklist,omitempty"`
	// Attributes are free-form key-value pairs (a project, a contact).
	Attributes map[string]string `json:"attributes,omitempty"`
	// Created is when the note was written.
	Created time.Time `json:"created"`
	// Updated is when the note last changed.
	Updated time.Time `json:"updated"`
	// Archived notes are kept but left out of searches by default.
	Archived bool `json:"archived"`
}

// ChecklistItem is one step of a note's checklist.
type ChecklistItem struct {
	// Text says what to do.
	Text string `json:"text"`
	// Done is set once the step is done.
	Done bool `json:"done"`
}

// Notebook is an in-memory store of notes, safe for concurrent use.
type Notebook struct {
	mu    sync.Mutex
	notes map[uuid.UUID]*Note
	now   func() time.Time
}

// NewNotebook returns an empty notebook whose clock is now.
func NewNotebook(now func() time.Time) *Notebook {
	return &Notebook{notes: map[uuid.UUID]*Note{}, now: now}
}

// sorted returns copies of the notes that keep accepts, newest first.
// The caller holds nb.mu.
func (nb *Notebook) sorted(keep func(*Note) bool) []Note {
	var out []Note
	for _, n := range nb.notes {
		if keep(n) {
			out = append(out, clone(n))
		}
	}
	slices.SortFunc(out, func(a, b Note) int {
		return cmp.Or(b.Created.Compare(a.Created), strings.Compare(a.ID.String(), b.ID.String()))
	})
	return out
}

// clone copies a note deeply enough that callers cannot change the store.
func clone(n *Note) Note {
	c := *n
	c.Tags = slices.Clone(n.Tags)
	c.Checklist = slices.Clone(n.Checklist)
	if n.Attributes != nil {
		c.Attributes = make(map[string]string, len(n.Attributes))
		for k, v := range n.Attributes {
			c.Attributes[k] = v
		}
	}
	if n.Due != nil {
		d := *n.Due
		c.Due = &d
	}
	return c
}

// hasTag reports whether the note carries tag, ignoring case.
func (n *Note) hasTag(tag string) bool {
	return slices.ContainsFunc(n.Tags, func(t string) bool { return strings.EqualFold(t, tag) })
}

// normalizeTags trims tags, drops empty ones and repeats (ignoring case).
func normalizeTags(tags []string) []string {
	var out []string
	for _, t := range tags {
		t = strings.TrimSpace(t)
		if t == "" || slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, t) }) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// sortByDue sorts notes by due time, soonest first; notes without one
// come last.
func sortByDue(notes []Note) {
	slices.SortStableFunc(notes, func(a, b Note) int {
		switch {
		case a.Due == nil && b.Due == nil:
			return 0
		case a.Due == nil:
			return 1
		case b.Due == nil:
			return -1
		}
		return a.Due.Compare(*b.Due)
	})
}
