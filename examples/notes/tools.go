package main

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/mcpvet/mcpvet/runtime"
)

// The tools declared with //mcp:tool. mcpvet gen writes their registrations
// (RegisterTools, RegisterNotebookTools) into mcpvet_gen.go, with the
// schemas mcpvet computed from these declarations baked in.

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

// NewNote is what create_note needs to write a note.
type NewNote struct {
	// Title is a one-line summary.
	Title string `json:"title" validate:"min=1,max=200"`
	// Body is the text of the note, in Markdown.
	Body string `json:"body,omitempty"`
	// Tags label the note.
	Tags []string `json:"tags,omitempty" validate:"max=20,unique"`
	// Priority defaults to normal.
	Priority Priority `json:"priority,omitempty"`
	// Due is when the note must be dealt with, if ever.
	Due *time.Time `json:"due,omitempty"`
	// Checklist holds the steps of the note, in order.
	Checklist []ChecklistItem `json:"checklist,omitempty"`
	// Attributes are free-form key-value pairs.
	Attributes map[string]string `json:"attributes,omitempty"`
}

// CreateNote writes a new note and returns it with its ID.
//
//mcp:tool title="Create note"
func (nb *Notebook) CreateNote(ctx context.Context, in NewNote) (Note, error) {
	title := strings.TrimSpace(in.Title)
	if title == "" {
		return Note{}, &runtime.ToolError{Message: "A note needs a title."}
	}
	if in.Priority == "" {
		in.Priority = Normal
	}
	now := nb.now()
	n := &Note{
		ID: uuid.New(), Title: title, Body: in.Body, Tags: normalizeTags(in.Tags), Priority: in.Priority,
		Due: in.Due, Checklist: in.Checklist, Attributes: in.Attributes, Created: now, Updated: now,
	}
	nb.mu.Lock()
	defer nb.mu.Unlock()
	nb.notes[n.ID] = n
	return clone(n), nil
}

// NoteRef names one note.
type NoteRef struct {
	// ID is the note's ID, as create_note returned it.
	ID uuid.UUID `json:"id"`
}

// GetNote returns one note.
//
//mcp:tool title="Get note" readonly idempotent
func (nb *Notebook) GetNote(ctx context.Context, in NoteRef) (*Note, error) {
	nb.mu.Lock()
	defer nb.mu.Unlock()
	n, ok := nb.notes[in.ID]
	if !ok {
		return nil, notFound(in.ID)
	}
	c := clone(n)
	return &c, nil
}

func notFound(id uuid.UUID) error {
	return &runtime.ToolError{Message: fmt.Sprintf("There is no note %s.", id)}
}

// NoteUpdate changes some fields of a note; the fields left out keep
// their values.
type NoteUpdate struct {
	// ID is the note to change.
	ID uuid.UUID `json:"id"`
	// Title replaces the title.
	Title *string `json:"title,omitempty" validate:"min=1,max=200"`
	// Body replaces the body.
	Body *string `json:"body,omitempty"`
	// Tags replace all the tags.
	Tags []string `json:"tags,omitempty" validate:"max=20,unique"`
	// Priority replaces the priority.
	Priority *Priority `json:"priority,omitempty"`
	// Due replaces the due time; null together with clearDue removes it.
	Due *time.Time `json:"due,omitempty"`
	// ClearDue removes the due time.
	ClearDue bool `json:"clearDue,omitempty"`
	// Archived archives the note (true) or brings it back (false).
	Archived *bool `json:"archived,omitempty"`
}

// UpdateNote changes a note and returns it as it is now.
//
//mcp:tool title="Update note" idempotent destructive=false
func (nb *Notebook) UpdateNote(ctx context.Context, in NoteUpdate) (Note, error) {
	nb.mu.Lock()
	defer nb.mu.Unlock()
	n, ok := nb.notes[in.ID]
	if !ok {
		return Note{}, notFound(in.ID)
	}
	if in.Title != nil {
		if strings.TrimSpace(*in.Title) == "" {
			return Note{}, &runtime.ToolError{Message: "A note needs a title."}
		}
		n.Title = strings.TrimSpace(*in.Title)
	}
	if in.Body != nil {
		n.Body = *in.Body
	}
	if in.Tags != nil {
		n.Tags = normalizeTags(in.Tags)
	}
	if in.Priority != nil {
		n.Priority = *in.Priority
	}
	switch {
	case in.ClearDue:
		n.Due = nil
	case in.Due != nil:
		d := *in.Due
		n.Due = &d
	}
	if in.Archived != nil {
		n.Archived = *in.Archived
	}
	n.Updated = nb.now()
	return clone(n), nil
}

// DeleteNote deletes a note for good. Deleting a note that does not exist
// does nothing.
//
//mcp:tool title="Delete note" destructive idempotent
//mcp:param id "the ID of the note to delete"
func (nb *Notebook) DeleteNote(ctx context.Context, id uuid.UUID) error {
	nb.mu.Lock()
	defer nb.mu.Unlock()
	delete(nb.notes, id)
	return nil
}

// SortOrder orders search results.
type SortOrder string

const (
	Newest     SortOrder = "newest"
	Oldest     SortOrder = "oldest"
	DueSoonest SortOrder = "due"
)

// SearchQuery selects notes. Every criterion given must hold.
type SearchQuery struct {
	// Text must appear in the title or the body, ignoring case.
	Text string `json:"text,omitempty"`
	// Tags must all be on the note.
	Tags []string `json:"tags,omitempty"`
	// Priorities lists the priorities to keep; all when empty.
	Priorities []Priority `json:"priorities,omitempty"`
	// DueBefore keeps the notes due before this time.
	DueBefore *time.Time `json:"dueBefore,omitempty"`
	// IncludeArchived searches the archived notes too.
	IncludeArchived bool `json:"includeArchived,omitempty"`
	// Sort orders the results (default: newest first).
	Sort SortOrder `json:"sort,omitempty"`
	// Limit is the most notes to return (default 20).
	Limit int `json:"limit,omitempty" validate:"min=0,max=100"`
}

// NoteSummary is a note without its body and checklist.
type NoteSummary struct {
	ID       uuid.UUID  `json:"id"`
	Title    string     `json:"title"`
	Priority Priority   `json:"priority"`
	Due      *time.Time `json:"due,omitempty"`
	Tags     []string   `json:"tags,omitempty"`
}

// SearchResult is the notes a search found.
type SearchResult struct {
	// Notes are the matching notes, in the order asked for, at most limit.
	Notes []NoteSummary `json:"notes"`
	// Total counts all matching notes, also those past the limit.
	Total int `json:"total"`
}

// SearchNotes finds notes by text, tags, priority and due time.
//
//mcp:tool title="Search notes" readonly idempotent
func (nb *Notebook) SearchNotes(ctx context.Context, q SearchQuery) (SearchResult, error) {
	text := strings.ToLower(strings.TrimSpace(q.Text))
	nb.mu.Lock()
	found := nb.sorted(func(n *Note) bool {
		switch {
		case n.Archived && !q.IncludeArchived:
			return false
		case text != "" && !strings.Contains(strings.ToLower(n.Title+"\n"+n.Body), text):
			return false
		case len(q.Priorities) > 0 && !slices.Contains(q.Priorities, n.Priority):
			return false
		case q.DueBefore != nil && (n.Due == nil || !n.Due.Before(*q.DueBefore)):
			return false
		}
		for _, t := range q.Tags {
			if !n.hasTag(t) {
				return false
			}
		}
		return true
	})
	nb.mu.Unlock()
	switch q.Sort {
	case Oldest:
		slices.Reverse(found)
	case DueSoonest:
		sortByDue(found)
	}
	limit := q.Limit
	if limit == 0 {
		limit = 20
	}
	res := SearchResult{Notes: []NoteSummary{}, Total: len(found)}
	for _, n := range found[:min(limit, len(found))] {
		res.Notes = append(res.Notes, NoteSummary{ID: n.ID, Title: n.Title, Priority: n.Priority, Due: n.Due, Tags: n.Tags})
	}
	return res, nil
}

// TagStats counts the notes of each tag.
type TagStats struct {
	// Tags maps each tag to the number of notes that carry it.
	Tags map[string]int `json:"tags"`
	// Untagged counts the notes without tags.
	Untagged int `json:"untagged"`
}

// TagCounts counts the notes of each tag, archived notes left out.
//
//mcp:tool title="Count tags" readonly idempotent
func (nb *Notebook) TagCounts(ctx context.Context) (TagStats, error) {
	nb.mu.Lock()
	defer nb.mu.Unlock()
	st := TagStats{Tags: map[string]int{}}
	for _, n := range nb.notes {
		if n.Archived {
			continue
		}
		if len(n.Tags) == 0 {
			st.Untagged++
		}
		for _, t := range n.Tags {
			st.Tags[strings.ToLower(t)]++
		}
	}
	return st, nil
}

// CheckItem marks one step of a note's checklist as done or not done.
//
//mcp:tool title="Check a checklist item" idempotent ui=ui://notes/checklist
//mcp:param note "the ID of the note"
//mcp:param item "the position of the step in the checklist, from 0"
//mcp:param done "true to mark the step done, false to mark it open again"
func (nb *Notebook) CheckItem(ctx context.Context, note uuid.UUID, item int, done bool) (Note, error) {
	nb.mu.Lock()
	defer nb.mu.Unlock()
	n, ok := nb.notes[note]
	if !ok {
		return Note{}, notFound(note)
	}
	if item < 0 || item >= len(n.Checklist) {
		return Note{}, &runtime.ToolError{Message: fmt.Sprintf("Note %s has %d checklist items; there is no item %d.", note, len(n.Checklist), item)}
	}
	n.Checklist[item].Done = done
	n.Updated = nb.now()
	return clone(n), nil
}

// SuggestPriority reads a text and suggests the priority of a note about
// it: words like "urgent", "asap" or "today" make it more pressing.
//
//mcp:tool readonly idempotent openworld=false
//mcp:param text "the title or text of the note"
func SuggestPriority(text string) Priority {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
	p := Normal
	for _, w := range words {
		switch w {
		case "urgent", "asap", "immediately", "emergency":
			return Urgent
		case "today", "important", "deadline", "soon":
			p = High
		case "someday", "maybe", "eventually", "idea":
			if p == Normal {
				p = Low
			}
		}
	}
	return p
}

// TemplateKind is a kind of note with a template.
type TemplateKind string

const (
	Meeting TemplateKind = "meeting"
	Todo    TemplateKind = "todo"
	Journal TemplateKind = "journal"
)

// NoteTemplate returns a Markdown template for a kind of note, to fill in
// and pass to create_note as its body.
//
//mcp:tool note_template title="Note template" readonly idempotent
//mcp:param kind "the kind of note"
func NoteTemplate(kind TemplateKind) (string, error) {
	switch kind {
	case Meeting:
		return "## Attendees\n\n- \n\n## Agenda\n\n1. \n\n## Decisions\n\n## Action items\n\n- [ ] \n", nil
	case Todo:
		return "## Goal\n\n## Steps\n\n- [ ] \n- [ ] \n\n## Done when\n", nil
	case Journal:
		return "## What happened\n\n## What I learned\n\n## Tomorrow\n", nil
	}
	return "", &runtime.ToolError{Message: fmt.Sprintf("There is no template for %q; use meeting, todo or journal.", kind)}
}

// ResolveDue turns a phrase such as "tomorrow", "in 3 days", "next week" or
// a date (2025-03-14) into the time a note is due: the end of that day in
// the time zone given.
//
//mcp:tool readonly
//mcp:param phrase "when the note is due, in words or as a date (YYYY-MM-DD)"
//mcp:param timezone "an IANA time zone such as Europe/Paris; UTC when empty"
func ResolveDue(ctx context.Context, phrase string, timezone string) (time.Time, error) {
	loc := time.UTC
	if timezone != "" {
		l, err := time.LoadLocation(timezone)
		if err != nil {
			return time.Time{}, &runtime.ToolError{Message: fmt.Sprintf("Unknown time zone %q.", timezone)}
		}
		loc = l
	}
	today := time.Now().In(loc)
	endOf := func(d time.Time) time.Time {
		y, m, day := d.Date()
		return time.Date(y, m, day, 23, 59, 59, 0, loc)
	}
	p := strings.ToLower(strings.TrimSpace(phrase))
	switch p {
	case "today", "tonight":
		return endOf(today), nil
	case "tomorrow":
		return endOf(today.AddDate(0, 0, 1)), nil
	case "next week":
		return endOf(today.AddDate(0, 0, 7)), nil
	case "next month":
		return endOf(today.AddDate(0, 1, 0)), nil
	}
	if rest, ok := strings.CutPrefix(p, "in "); ok {
		f := strings.Fields(rest)
		if len(f) == 2 {
			if n, err := strconv.Atoi(f[0]); err == nil && n >= 0 {
				switch strings.TrimSuffix(f[1], "s") {
				case "day":
					return endOf(today.AddDate(0, 0, n)), nil
				case "week":
					return endOf(today.AddDate(0, 0, 7*n)), nil
				}
			}
		}
	}
	if d, err := time.ParseInLocation("2006-01-02", p, loc); err == nil {
		return endOf(d), nil
	}
	return time.Time{}, &runtime.ToolError{Message: fmt.Sprintf("Cannot read %q as a due date; try \"tomorrow\", \"in 3 days\" or 2025-03-14.", phrase)}
}
