package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The resources and prompts declared with //mcp:resource and //mcp:prompt.
// mcpvet gen writes their registrations (RegisterResources,
// RegisterNotebookResources, RegisterNotebookPrompts) into mcpvet_gen.go
// beside the tools'. The App resource ui://notes/checklist renders the
// results of check_item, whose ui= names it.

// Tags counts the notes of each tag, as the count_tags tool does, for a
// client that reads it as context rather than calling a tool.
//
//mcp:resource notes://tags title="Tags"
func (nb *Notebook) Tags(ctx context.Context) (TagStats, error) { return nb.TagCounts(ctx) }

// NoteMarkdown returns one note as Markdown: its title, body and
// checklist.
//
//mcp:resource notes://note/{id} name=note mime=text/markdown title="Note as Markdown"
func (nb *Notebook) NoteMarkdown(ctx context.Context, req *mcp.ReadResourceRequest, id uuid.UUID) (string, error) {
	nb.mu.Lock()
	defer nb.mu.Unlock()
	n, ok := nb.notes[id]
	if !ok {
		return "", mcp.ResourceNotFoundError(req.Params.URI)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\nPriority: %s\n", n.Title, n.Priority)
	if n.Body != "" {
		fmt.Fprintf(&b, "\n%s\n", n.Body)
	}
	if len(n.Checklist) > 0 {
		b.WriteString("\n")
		for _, it := range n.Checklist {
			mark := " "
			if it.Done {
				mark = "x"
			}
			fmt.Fprintf(&b, "- [%s] %s\n", mark, it.Text)
		}
	}
	return b.String(), nil
}

// ChecklistApp is the MCP App that check_item's results render in: a
// checklist the user can tick.
//
//mcp:resource ui://notes/checklist title="Checklist"
func ChecklistApp() string { return checklistHTML }

// checklistHTML is the App's page. It renders the note a check_item
// result carries.
var checklistHTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Checklist</title></head>
<body><ul id="items"></ul>
<script>
window.addEventListener("message", (e) => {
  const note = e.data && e.data.params && e.data.params.structuredContent;
  if (!note || !note.checklist) return;
  const ul = document.getElementById("items");
  ul.replaceChildren(...note.checklist.map((it) => {
    const li = document.createElement("li");
    li.textContent = (it.done ? "\u2611 " : "\u2610 ") + it.text;
    return li;
  }));
});
</script></body></html>
`

// PlanDay asks the model to plan the day from the open notes, the most
// pressing first.
//
//mcp:prompt plan_day title="Plan the day"
//mcp:param focus "a tag to plan around; all notes when empty"
//mcp:param priority "leave out notes less pressing than this"
func (nb *Notebook) PlanDay(ctx context.Context, focus *string, priority *Priority) (string, error) {
	floor := Low
	if priority != nil {
		floor = *priority
	}
	nb.mu.Lock()
	defer nb.mu.Unlock()
	var lines []string
	for _, n := range nb.sorted(func(n *Note) bool {
		return !n.Archived && rank(n.Priority) >= rank(floor) && (focus == nil || n.hasTag(*focus))
	}) {
		lines = append(lines, fmt.Sprintf("- %s (%s)", n.Title, n.Priority))
	}
	if len(lines) == 0 {
		return "I have no open notes to plan around today. Suggest how to use the day.", nil
	}
	return "Plan my day around these notes, the most pressing first, and say what can wait:\n" + strings.Join(lines, "\n"), nil
}

// rank orders priorities, Low first.
func rank(p Priority) int {
	switch p {
	case Normal:
		return 1
	case High:
		return 2
	case Urgent:
		return 3
	}
	return 0
}
