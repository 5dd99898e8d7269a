package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// The tools registered on the quick path: runtime.AddTool has the
// signature of the go-sdk's mcp.AddTool and computes the schemas by
// reflection, with mcpvet's rules. Reflection sees struct tags but not doc
// comments, so these types describe their fields with jsonschema tags, as
// go-sdk code does.

type statsArgs struct {
	IncludeArchived bool `json:"includeArchived,omitempty" jsonschema:"count the archived notes too"`
}

type statsResult struct {
	Total      int            `json:"total" jsonschema:"the number of notes counted"`
	ByPriority map[string]int `json:"byPriority" jsonschema:"the number of notes of each priority"`
	Overdue    int            `json:"overdue" jsonschema:"the notes whose due time has passed"`
	NextDue    *time.Time     `json:"nextDue,omitempty" jsonschema:"the earliest due time still ahead"`
}

func (nb *Notebook) stats(ctx context.Context, req *mcp.CallToolRequest, in statsArgs) (*mcp.CallToolResult, statsResult, error) {
	nb.mu.Lock()
	defer nb.mu.Unlock()
	now := nb.now()
	st := statsResult{ByPriority: map[string]int{}}
	for _, n := range nb.notes {
		if n.Archived && !in.IncludeArchived {
			continue
		}
		st.Total++
		st.ByPriority[string(n.Priority)]++
		switch {
		case n.Due == nil:
		case n.Due.Before(now):
			st.Overdue++
		case st.NextDue == nil || n.Due.Before(*st.NextDue):
			d := *n.Due
			st.NextDue = &d
		}
	}
	return nil, st, nil
}

type exportArgs struct {
	Format string `json:"format" validate:"oneof=markdown json" jsonschema:"markdown for people, json for programs"`
	Tag    string `json:"tag,omitempty" jsonschema:"export only the notes with this tag"`
}

type exportResult struct {
	Format  string `json:"format" jsonschema:"the format of content"`
	Count   int    `json:"count" jsonschema:"the number of notes exported"`
	Content string `json:"content" jsonschema:"the exported notes"`
}

func (nb *Notebook) export(ctx context.Context, req *mcp.CallToolRequest, in exportArgs) (*mcp.CallToolResult, exportResult, error) {
	nb.mu.Lock()
	notes := nb.sorted(func(n *Note) bool { return in.Tag == "" || n.hasTag(in.Tag) })
	nb.mu.Unlock()
	res := exportResult{Format: in.Format, Count: len(notes)}
	switch in.Format {
	case "json":
		b, err := json.MarshalIndent(notes, "", "  ")
		if err != nil {
			return nil, exportResult{}, err
		}
		res.Content = string(b)
	default:
		var b strings.Builder
		for _, n := range notes {
			fmt.Fprintf(&b, "# %s\n\n", n.Title)
			fmt.Fprintf(&b, "Priority: %s", n.Priority)
			if n.Due != nil {
				fmt.Fprintf(&b, ", due %s", n.Due.Format(time.DateOnly))
			}
			if len(n.Tags) > 0 {
				fmt.Fprintf(&b, ", tags: %s", strings.Join(n.Tags, ", "))
			}
			b.WriteString("\n\n")
			if n.Body != "" {
				b.WriteString(strings.TrimSpace(n.Body) + "\n\n")
			}
			for _, c := range n.Checklist {
				mark := " "
				if c.Done {
					mark = "x"
				}
				fmt.Fprintf(&b, "- [%s] %s\n", mark, c.Text)
			}
		}
		res.Content = b.String()
	}
	return nil, res, nil
}

type archiveArgs struct {
	Tag           string     `json:"tag,omitempty" jsonschema:"archive only the notes with this tag"`
	DoneOnly      bool       `json:"doneOnly,omitempty" jsonschema:"archive only notes whose checklist is all done"`
	UpdatedBefore *time.Time `json:"updatedBefore,omitempty" jsonschema:"archive only the notes not changed since this time"`
}

type archiveResult struct {
	Archived []uuid.UUID `json:"archived" jsonschema:"the IDs of the notes archived now"`
}

func (nb *Notebook) archive(ctx context.Context, req *mcp.CallToolRequest, in archiveArgs) (*mcp.CallToolResult, archiveResult, error) {
	if in.Tag == "" && !in.DoneOnly && in.UpdatedBefore == nil {
		return nil, archiveResult{}, &runtime.ToolError{Message: "Say which notes to archive: give a tag, doneOnly or updatedBefore."}
	}
	nb.mu.Lock()
	defer nb.mu.Unlock()
	res := archiveResult{Archived: []uuid.UUID{}}
	for _, n := range nb.sorted(func(n *Note) bool { return !n.Archived }) {
		switch {
		case in.Tag != "" && !n.hasTag(in.Tag):
		case in.DoneOnly && slices.ContainsFunc(n.Checklist, func(c ChecklistItem) bool { return !c.Done }):
		case in.UpdatedBefore != nil && !n.Updated.Before(*in.UpdatedBefore):
		default:
			nb.notes[n.ID].Archived = true
			res.Archived = append(res.Archived, n.ID)
		}
	}
	return nil, res, nil
}

// addQuickTools registers the quick-path tools on s.
func addQuickTools(s *mcp.Server, nb *Notebook) {
	runtime.AddTool(s, &mcp.Tool{
		Name:        "notebook_stats",
		Title:       "Notebook statistics",
		Description: "Counts the notes by priority, and the overdue ones.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true},
	}, nb.stats)
	runtime.AddTool(s, &mcp.Tool{
		Name:        "export_notes",
		Title:       "Export notes",
		Description: "Exports the notes, newest first, as Markdown or JSON.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true},
	}, nb.export)
	runtime.AddTool(s, &mcp.Tool{
		Name:        "archive_notes",
		Title:       "Archive notes",
		Description: "Archives the notes that match every criterion given, and lists them.",
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true, DestructiveHint: new(false)},
	}, nb.archive)
}
