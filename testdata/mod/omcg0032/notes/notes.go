// Package notes queries the notes table for package sdk, in a package of
// its own: the flows of its tools cross into it.
package notes

import (
	"context"
	"database/sql"
	"fmt"
)

// ByOwner lists the notes of owner.
func ByOwner(ctx context.Context, db *sql.DB, owner string) (*sql.Rows, error) {
	return db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = '"+owner+"'")
}

// Filter is what Search looks for.
type Filter struct {
	Tag   string
	Limit int
}

// Search lists the notes with f's tag.
func Search(ctx context.Context, db *sql.DB, f Filter) (*sql.Rows, error) {
	return db.QueryContext(ctx, fmt.Sprintf("SELECT body FROM notes WHERE tag = '%s' LIMIT %d", f.Tag, f.Limit))
}

// Safe lists the notes of owner with a placeholder.
func Safe(ctx context.Context, db *sql.DB, owner string) (*sql.Rows, error) {
	return db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = ?", owner)
}

// Delete deletes the note of any id-like type.
func Delete[ID ~string](ctx context.Context, db *sql.DB, id ID) error {
	_, err := db.ExecContext(ctx, "DELETE FROM notes WHERE id = '"+string(id)+"'")
	return err
}
