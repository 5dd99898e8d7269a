package gormq_test

import (
	"context"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"gorm.io/driver/mysql"
	"gorm.io/gorm"

	"fixtures/omcg0032/gorm/gormq"
)

// connect serves the tools register adds and returns a client session on
// them, over the go-sdk's in-memory transport.
func connect(t *testing.T, register func(*mcp.Server)) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	server := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "v0"}, nil)
	register(server)
	ct, st := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close(); ss.Close() })
	return cs
}

// call calls a tool; what it answers is not read (the recorder is).
func call(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any) {
	t.Helper()
	if _, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args}); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// OMCG0032 on statements gorm writes: an order, a table, a raw statement
// or a condition's text of the model's is pasted into the statement sent
// to the database (a recording driver, under gorm's MySQL dialect), and a
// statement of its own follows. A condition's value, or a map or struct
// condition, is sent as a placeholder's.
func TestGormParts(t *testing.T) {
	rec, conn := openRecorder(t)
	db, err := gorm.Open(mysql.New(mysql.Config{Conn: conn, SkipInitializeWithVersion: true}), &gorm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	cs := connect(t, (&gormq.Server{DB: db}).Register)
	const drop = "DROP TABLE notes"
	for _, tc := range []struct {
		tool string
		args map[string]any
	}{
		{"ordered_notes", map[string]any{"order": "id; " + drop + "; --"}},
		{"count_rows", map[string]any{"table": "notes; " + drop + "; --"}},
		{"notes_like", map[string]any{"body": "x'; " + drop + "; --"}},
		{"notes_where", map[string]any{"body": "x'; " + drop + "; --"}},
	} {
		rec.take()
		call(t, cs, tc.tool, tc.args)
		if stmts := rec.take(); len(stmts) != 1 || !strings.Contains(stmts[0], "; "+drop+";") {
			t.Errorf("%s %v: the model's statement did not reach the database: %q", tc.tool, tc.args, stmts)
		}
	}
	for tool, n := range map[string]int{"notes_by_body": 3, "tagged_notes": 1, "delete_by_body": 1} {
		rec.take()
		call(t, cs, tool, map[string]any{"body": "x'; " + drop + "; --"})
		if stmts := rec.take(); len(stmts) != n || strings.Contains(strings.Join(stmts, "\n"), drop) {
			t.Errorf("%s (not flagged): want %d statements without the model's text: %q", tool, n, stmts)
		}
	}
}
