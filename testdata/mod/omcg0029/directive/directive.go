// Package directive declares //mcp:tool funcs whose arguments reach a
// path under a base folder.
package directive

import (
	"context"
	"os"
	"path/filepath"
)

const base = "/srv/notes"

// Kind is a closed set: the schema lists its constants as an enum, and
// the SDK refuses any other value before the func runs.
type Kind string

const (
	Draft Kind = "draft"
	Final Kind = "final"
)

type In struct {
	Name string `json:"name"`
	Kind Kind   `json:"kind,omitempty"`
}

// ReadNote reads a note.
//
//mcp:tool read_note_directive
func ReadNote(ctx context.Context, in In) (string, error) {
	b, err := os.ReadFile(filepath.Join(base, in.Name)) // want `OMCG0029: tool "read_note_directive": argument "name" .*: read_note_directive: argument name → os.ReadFile;`
	return string(b), err
}

// RemoveNote removes a note, by a parameter of its own.
//
//mcp:tool remove_note_directive
func RemoveNote(ctx context.Context, name string) error {
	return os.Remove(base + "/" + name) // want `OMCG0029: tool "remove_note_directive": argument "name" .*: remove_note_directive: argument name → os.Remove;`
}

// ListKind lists the notes of a kind: an enum value is not flagged.
//
//mcp:tool list_kind
func ListKind(ctx context.Context, in In) ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(base, string(in.Kind)))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names, err
}
