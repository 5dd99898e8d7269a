// Package directive has //mcp:tool tools annotated readonly, some of which
// write.
package directive

import (
	"context"
	"database/sql"
	"net/http"
	"os"
	"os/exec"

	"fixtures/omcg0016/store"
)

type In struct {
	ID string `json:"id"`
}

type Note struct {
	Text string `json:"text"`
}

// Backend is called through an interface: what it does is not followed.
type Backend interface {
	Push(id string) error
}

type Notes struct {
	store   *store.Store
	db      *sql.DB
	backend Backend
	dir     string
}

// ---- Flagged. ----

// GetNote reads a note through the store, which purges a backup on the
// way: the path crosses into package store.
// want +2 `OMCG0016: tool "get_note" is annotated read-only \(readonly\) but deletes data: get_note → \(\*store.Store\).Read → \(\*store.Store\).purgeBackup → os.Remove; correct the annotation, or acknowledge the effect with //mcp:effects ok`
//
//mcp:tool readonly
func (n *Notes) GetNote(ctx context.Context, in In) (Note, error) {
	text, err := n.store.Read(in.ID)
	return Note{Text: text}, err
}

// Touch writes through a func literal assigned once.
// want +2 `OMCG0016: tool "touch" is annotated read-only \(readonly=true\) but writes local files: touch → \(\*Notes\).Touch.func1 → os.WriteFile;`
//
//mcp:tool touch readonly=true
func (n *Notes) Touch(ctx context.Context, in In) error {
	stamp := func() { os.WriteFile(n.dir+"/"+in.ID+".seen", nil, 0o644) }
	stamp()
	return nil
}

// ExportNotes runs a program through a method value.
// want +2 `OMCG0016: tool "export_notes" is annotated read-only \(readonly\) but runs another program: export_notes → \(\*Notes\).archive → exec.Command;`
//
//mcp:tool readonly idempotent
func (n *Notes) ExportNotes(ctx context.Context, in In) error {
	archive := n.archive
	return archive(in.ID)
}

func (n *Notes) archive(id string) error {
	return exec.Command("tar", "czf", id+".tgz", n.dir).Run()
}

// CountReads counts each read in the database.
// want +2 `OMCG0016: tool "count_reads" is annotated read-only \(readonly\) but writes to a database: count_reads → \(\*sql.DB\).ExecContext;`
//
//mcp:tool readonly
func (n *Notes) CountReads(ctx context.Context, in In) error {
	_, err := n.db.ExecContext(ctx, "UPDATE notes SET reads = reads + 1 WHERE id = ?", in.ID)
	return err
}

// Ping puts a mark on a remote service.
// want +2 `OMCG0016: tool "ping" is annotated read-only \(readonly\) but sends a write over the network: ping → http.NewRequestWithContext;`
//
//mcp:tool readonly
func Ping(ctx context.Context, in In) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://marks.example.com/"+in.ID, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// ---- Not flagged. ----

// ListNote only reads.
//
//mcp:tool readonly
func (n *Notes) ListNote(ctx context.Context, in In) (Note, error) {
	text, err := n.store.Get(in.ID)
	return Note{Text: text}, err
}

// Sync calls through an interface: nothing is claimed past it.
//
//mcp:tool readonly
func (n *Notes) Sync(ctx context.Context, in In) error {
	return n.backend.Push(in.ID)
}

// Cache writes a cache file, and says so.
//
//mcp:tool readonly
//mcp:effects ok // the cache is ours, not the user's data
func (n *Notes) Cache(ctx context.Context, in In) error {
	return os.WriteFile(n.dir+"/cache", nil, 0o644)
}

// Search posts a query: POST is how search and GraphQL APIs read, not a
// write.
//
//mcp:tool readonly
func Search(ctx context.Context, in In) error {
	resp, err := http.Post("https://search.example.com/query", "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// SaveNote writes, and does not claim to be read-only.
//
//mcp:tool idempotent
func (n *Notes) SaveNote(ctx context.Context, in In) error {
	return os.WriteFile(n.dir+"/"+in.ID, nil, 0o644)
}

// Draft says readonly=false.
//
//mcp:tool readonly=false
func (n *Notes) Draft(ctx context.Context, in In) error {
	return os.WriteFile(n.dir+"/draft", nil, 0o644)
}
