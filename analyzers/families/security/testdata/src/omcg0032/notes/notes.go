// Package notes queries the notes table for package sdk, in a package of
// its own: the flows of its tools cross into it.
package notes

import (
	"context"
	"database/sql"
)

// ByOwner lists the notes of owner.
func ByOwner(ctx context.Context, db *sql.DB, owner string) (*sql.Rows, error) {
	return db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = '"+owner+"'")
}

// Safe lists the notes of owner with a placeholder.
func Safe(ctx context.Context, db *sql.DB, owner string) (*sql.Rows, error) {
	return db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = ?", owner)
}
