package escape_test

import (
	"context"
	"net"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgproto3"
	"github.com/jackc/pgx/v5/pgxpool"
)

// pgServer is a PostgreSQL server that speaks just enough of the wire
// protocol for pgx's simple query mode: it accepts every connection,
// records the text of each query it is sent and answers it with no rows.
type pgServer struct {
	ln    net.Listener
	mu    sync.Mutex
	stmts []string
}

// connectPG starts a pgServer and connects pgx to it, a pool and one
// connection, closed when the test ends.
func connectPG(t *testing.T) (*pgServer, *pgxpool.Pool, *pgx.Conn) {
	t.Helper()
	pg := newPGServer(t)
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, pg.url())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	pc, err := pgx.Connect(ctx, pg.url())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pc.Close(ctx) })
	return pg, pool, pc
}

func newPGServer(t *testing.T) *pgServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &pgServer{ln: ln}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(c)
		}
	}()
	return s
}

// url is a connection string for pgx that uses the simple protocol: the
// query text goes to the server as it is.
func (s *pgServer) url() string {
	return "postgres://u@" + s.ln.Addr().String() + "/notes?sslmode=disable&default_query_exec_mode=simple_protocol"
}

func (s *pgServer) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.stmts
	s.stmts = nil
	return out
}

func (s *pgServer) serve(c net.Conn) {
	defer c.Close()
	be := pgproto3.NewBackend(c, c)
	if _, err := be.ReceiveStartupMessage(); err != nil {
		return
	}
	be.Send(&pgproto3.AuthenticationOk{})
	be.Send(&pgproto3.ParameterStatus{Name: "server_version", Value: "16.0"})
	be.Send(&pgproto3.ParameterStatus{Name: "standard_conforming_strings", Value: "on"})
	be.Send(&pgproto3.ParameterStatus{Name: "client_encoding", Value: "UTF8"})
	be.Send(&pgproto3.BackendKeyData{ProcessID: 1, SecretKey: 1})
	be.Send(&pgproto3.ReadyForQuery{TxStatus: 'I'})
	if be.Flush() != nil {
		return
	}
	for {
		msg, err := be.Receive()
		if err != nil {
			return
		}
		switch m := msg.(type) {
		case *pgproto3.Query:
			s.mu.Lock()
			s.stmts = append(s.stmts, m.String)
			s.mu.Unlock()
			be.Send(&pgproto3.RowDescription{Fields: []pgproto3.FieldDescription{{Name: []byte("body"), DataTypeOID: 25, DataTypeSize: -1, TypeModifier: -1}}})
			be.Send(&pgproto3.CommandComplete{CommandTag: []byte("SELECT 0")})
			be.Send(&pgproto3.ReadyForQuery{TxStatus: 'I'})
		case *pgproto3.Terminate:
			return
		default:
			be.Send(&pgproto3.ErrorResponse{Severity: "ERROR", Code: "0A000", Message: "only the simple protocol"})
			be.Send(&pgproto3.ReadyForQuery{TxStatus: 'I'})
		}
		if be.Flush() != nil {
			return
		}
	}
}
