// Package diroffers declares //mcp:prompt and //mcp:resource funcs whose
// parameters (a prompt's arguments, a template's variables) reach a path
// under a base folder.
package diroffers

import (
	"context"
	"os"
	"path/filepath"
)

//go:generate go run github.com/mcpvet/mcpvet/cmd/mcpvet gen

// Base is the folder whose notes folder the funcs read.
var Base = "/srv"

// Kind is a closed set: the runtime refuses any other value.
type Kind string

const (
	Draft Kind = "draft"
	Final Kind = "final"
)

// ReviewNote asks for a review of one note.
//
//mcp:prompt review_note_directive
func ReviewNote(ctx context.Context, name string) (string, error) {
	b, err := os.ReadFile(filepath.Join(Base, "notes", name)) // want `OMCG0029: prompt "review_note_directive": argument "name" can leave the base folder .*: review_note_directive: argument name → os.ReadFile;`
	return "Review this note:\n" + string(b), err
}

// Note is one note.
//
//mcp:resource note:///{name}
func Note(ctx context.Context, name string) (string, error) {
	b, err := os.ReadFile(filepath.Join(Base, "notes", name)) // want `OMCG0029: resource template "note:///{name}": variable "name" can leave the base folder .*: note:///{name}: variable name → os.ReadFile;`
	return string(b), err
}

// ---- Not flagged. ----

// ReviewKind reads the note of a kind: an enum.
//
//mcp:prompt review_kind
func ReviewKind(ctx context.Context, kind Kind) (string, error) {
	b, err := os.ReadFile(filepath.Join(Base, "notes", string(kind)))
	return string(b), err
}

// CheckedNote refuses a name that leaves the folder.
//
//mcp:resource checked:///{name}
func CheckedNote(ctx context.Context, name string) (string, error) {
	if !filepath.IsLocal(name) {
		return "", os.ErrPermission
	}
	b, err := os.ReadFile(filepath.Join(Base, "notes", name))
	return string(b), err
}
