package gormq_test

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"io"
	"sync"
	"testing"
)

// recorder is a database/sql driver that records each statement it is
// given and returns no rows: the test reads what a tool sent.
type recorder struct {
	mu    sync.Mutex
	stmts []string
}

func (r *recorder) Open(string) (driver.Conn, error) { return conn{r}, nil }

func (r *recorder) record(q string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.stmts = append(r.stmts, q)
}

func (r *recorder) take() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.stmts
	r.stmts = nil
	return s
}

type conn struct{ r *recorder }

func (c conn) Prepare(q string) (driver.Stmt, error) { return stmt{c.r, q}, nil }
func (c conn) Close() error                          { return nil }
func (c conn) Begin() (driver.Tx, error)             { return tx{}, nil }

func (c conn) QueryContext(_ context.Context, q string, _ []driver.NamedValue) (driver.Rows, error) {
	c.r.record(q)
	return rows{}, nil
}

func (c conn) ExecContext(_ context.Context, q string, _ []driver.NamedValue) (driver.Result, error) {
	c.r.record(q)
	return driver.RowsAffected(0), nil
}

type stmt struct {
	r *recorder
	q string
}

func (s stmt) Close() error  { return nil }
func (s stmt) NumInput() int { return -1 }
func (s stmt) Exec([]driver.Value) (driver.Result, error) {
	s.r.record(s.q)
	return driver.RowsAffected(0), nil
}
func (s stmt) Query([]driver.Value) (driver.Rows, error) {
	s.r.record(s.q)
	return rows{}, nil
}

type tx struct{}

func (tx) Commit() error   { return nil }
func (tx) Rollback() error { return nil }

type rows struct{}

func (rows) Columns() []string         { return []string{"body"} }
func (rows) Close() error              { return nil }
func (rows) Next([]driver.Value) error { return io.EOF }

var db = sync.OnceValue(func() *recorder {
	r := &recorder{}
	sql.Register("recorder", r)
	return r
})

// openRecorder opens a database on the recording driver, closed when the
// test ends.
func openRecorder(t *testing.T) (*recorder, *sql.DB) {
	t.Helper()
	rec := db()
	conn, err := sql.Open("recorder", "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return rec, conn
}
