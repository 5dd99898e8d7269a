// Package directive has //mcp:tool tools annotated destructive=false,
// some of which delete.
package directive

import (
	"context"
	"database/sql"
	"os"
)

type In struct {
	ID string `json:"id"`
}

type Notes struct {
	db  *sql.DB
	dir string
}

// ---- Flagged. ----

// ArchiveNote moves a note to the archive, and removes the original.
// want +2 `OMCG0017: tool "archive_note" is annotated not destructive \(destructive=false\) but deletes data: archive_note → \(\*Notes\).drop → os.Remove; correct the annotation, or acknowledge the effect with //mcp:effects ok`
//
//mcp:tool destructive=false
func (n *Notes) ArchiveNote(ctx context.Context, in In) error {
	os.WriteFile(n.dir+"/archive/"+in.ID, nil, 0o644)
	return n.drop(in.ID)
}

func (n *Notes) drop(id string) error { return os.Remove(n.dir + "/" + id) }

// Compact deletes rows with a constant DELETE.
// want +2 `OMCG0017: tool "compact" is annotated not destructive \(destructive=false\) but deletes data: compact → \(\*sql.DB\).ExecContext;`
//
//mcp:tool idempotent destructive=false
func (n *Notes) Compact(ctx context.Context, in In) error {
	_, err := n.db.ExecContext(ctx, "DELETE FROM notes WHERE archived")
	return err
}

// ---- Not flagged. ----

// AddNote writes, but deletes nothing.
//
//mcp:tool destructive=false
func (n *Notes) AddNote(ctx context.Context, in In) error {
	_, err := n.db.ExecContext(ctx, "INSERT INTO notes (id) VALUES (?)", in.ID)
	return err
}

// RemoveNote deletes, and says it is destructive.
//
//mcp:tool destructive
func (n *Notes) RemoveNote(ctx context.Context, in In) error { return n.drop(in.ID) }

// Unlock also claims readonly: OMCG0016 reports the delete, and the
// destructive hint means nothing beside it.
//
//mcp:tool readonly destructive=false
func (n *Notes) Unlock(ctx context.Context, in In) error { return n.drop(in.ID + ".lock") }

// Trim deletes, and says so.
//
//mcp:tool destructive=false
//mcp:effects ok // only the tool's own temporary files
func (n *Notes) Trim(ctx context.Context, in In) error { return n.drop(in.ID + ".tmp") }
