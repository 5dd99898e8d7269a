// Package every registers one go-sdk tool for each function of the
// library knowledge that runs a statement and that no other fixture calls:
// each pastes the model's owner into the statement's text.
package every

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Owner string `json:"owner"`
}

type Out struct {
	Names []string `json:"names,omitempty"`
}

// Sinks runs the statements on each of the handles.
type Sinks struct {
	DB   *sql.DB
	Tx   *sql.Tx
	Conn *pgx.Conn
	Pool *pgxpool.Pool
	X    *sqlx.DB
}

func (s *Sinks) connExec(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	c, err := s.DB.Conn(ctx)
	if err != nil {
		return nil, Out{}, err
	}
	_, err = c.ExecContext(ctx, q) // want `OMCG0032: tool "conn_exec": argument "owner" .*conn_exec: argument owner → \(\*Sinks\).connExec → \(\*sql.Conn\).ExecContext;`
	return nil, Out{}, err
}

func (s *Sinks) connQuery(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	c, err := s.DB.Conn(ctx)
	if err != nil {
		return nil, Out{}, err
	}
	_, err = c.QueryContext(ctx, q) // want `OMCG0032: tool "conn_query": argument "owner" .*conn_query: argument owner → \(\*Sinks\).connQuery → \(\*sql.Conn\).QueryContext;`
	return nil, Out{}, err
}

func (s *Sinks) connQueryRow(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	c, err := s.DB.Conn(ctx)
	if err != nil {
		return nil, Out{}, err
	}
	return nil, Out{}, c.QueryRowContext(ctx, q).Err() // want `OMCG0032: tool "conn_query_row": argument "owner" .*conn_query_row: argument owner → \(\*Sinks\).connQueryRow → \(\*sql.Conn\).QueryRowContext;`
}

func (s *Sinks) dbExec(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.DB.Exec(q) // want `OMCG0032: tool "db_exec": argument "owner" .*db_exec: argument owner → \(\*Sinks\).dbExec → \(\*sql.DB\).Exec;`
	return nil, Out{}, err
}

func (s *Sinks) dbPrepare(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	st, err := s.DB.Prepare(q) // want `OMCG0032: tool "db_prepare": argument "owner" .*db_prepare: argument owner → \(\*Sinks\).dbPrepare → \(\*sql.DB\).Prepare;`
	if err != nil {
		return nil, Out{}, err
	}
	defer st.Close()
	_, err = st.Query()
	return nil, Out{}, err
}

func (s *Sinks) dbPrepareContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	st, err := s.DB.PrepareContext(ctx, q) // want `OMCG0032: tool "db_prepare_context": argument "owner" .*db_prepare_context: argument owner → \(\*Sinks\).dbPrepareContext → \(\*sql.DB\).PrepareContext;`
	if err != nil {
		return nil, Out{}, err
	}
	defer st.Close()
	_, err = st.Query()
	return nil, Out{}, err
}

func (s *Sinks) dbQuery(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.DB.Query(q) // want `OMCG0032: tool "db_query": argument "owner" .*db_query: argument owner → \(\*Sinks\).dbQuery → \(\*sql.DB\).Query;`
	return nil, Out{}, err
}

func (s *Sinks) dbQueryRowContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	return nil, Out{}, s.DB.QueryRowContext(ctx, q).Err() // want `OMCG0032: tool "db_query_row_context": argument "owner" .*db_query_row_context: argument owner → \(\*Sinks\).dbQueryRowContext → \(\*sql.DB\).QueryRowContext;`
}

func (s *Sinks) txExec(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.Tx.Exec(q) // want `OMCG0032: tool "tx_exec": argument "owner" .*tx_exec: argument owner → \(\*Sinks\).txExec → \(\*sql.Tx\).Exec;`
	return nil, Out{}, err
}

func (s *Sinks) txExecContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.Tx.ExecContext(ctx, q) // want `OMCG0032: tool "tx_exec_context": argument "owner" .*tx_exec_context: argument owner → \(\*Sinks\).txExecContext → \(\*sql.Tx\).ExecContext;`
	return nil, Out{}, err
}

func (s *Sinks) txQuery(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.Tx.Query(q) // want `OMCG0032: tool "tx_query": argument "owner" .*tx_query: argument owner → \(\*Sinks\).txQuery → \(\*sql.Tx\).Query;`
	return nil, Out{}, err
}

func (s *Sinks) txQueryContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.Tx.QueryContext(ctx, q) // want `OMCG0032: tool "tx_query_context": argument "owner" .*tx_query_context: argument owner → \(\*Sinks\).txQueryContext → \(\*sql.Tx\).QueryContext;`
	return nil, Out{}, err
}

func (s *Sinks) txQueryRowContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	return nil, Out{}, s.Tx.QueryRowContext(ctx, q).Err() // want `OMCG0032: tool "tx_query_row_context": argument "owner" .*tx_query_row_context: argument owner → \(\*Sinks\).txQueryRowContext → \(\*sql.Tx\).QueryRowContext;`
}

func (s *Sinks) pgxExec(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.Conn.Exec(ctx, q) // want `OMCG0032: tool "pgx_exec": argument "owner" .*pgx_exec: argument owner → \(\*Sinks\).pgxExec → \(\*pgx.Conn\).Exec;`
	return nil, Out{}, err
}

func (s *Sinks) pgxQueryRow(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	var n int
	return nil, Out{}, s.Conn.QueryRow(ctx, q).Scan(&n) // want `OMCG0032: tool "pgx_query_row": argument "owner" .*pgx_query_row: argument owner → \(\*Sinks\).pgxQueryRow → \(\*pgx.Conn\).QueryRow;`
}

func (s *Sinks) poolQuery(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	rows, err := s.Pool.Query(ctx, q) // want `OMCG0032: tool "pool_query": argument "owner" .*pool_query: argument owner → \(\*Sinks\).poolQuery → \(\*pgxpool.Pool\).Query;`
	if err == nil {
		rows.Close()
	}
	return nil, Out{}, err
}

func (s *Sinks) poolQueryRow(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	var n int
	return nil, Out{}, s.Pool.QueryRow(ctx, q).Scan(&n) // want `OMCG0032: tool "pool_query_row": argument "owner" .*pool_query_row: argument owner → \(\*Sinks\).poolQueryRow → \(\*pgxpool.Pool\).QueryRow;`
}

func (s *Sinks) sqlxGet(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	var n int
	return nil, Out{}, s.X.Get(&n, q) // want `OMCG0032: tool "sqlx_get": argument "owner" .*sqlx_get: argument owner → \(\*Sinks\).sqlxGet → \(\*sqlx.DB\).Get;`
}

func (s *Sinks) sqlxGetContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	var n int
	return nil, Out{}, s.X.GetContext(ctx, &n, q) // want `OMCG0032: tool "sqlx_get_context": argument "owner" .*sqlx_get_context: argument owner → \(\*Sinks\).sqlxGetContext → \(\*sqlx.DB\).GetContext;`
}

func (s *Sinks) sqlxMustExecContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	s.X.MustExecContext(ctx, q) // want `OMCG0032: tool "sqlx_must_exec_context": argument "owner" .*sqlx_must_exec_context: argument owner → \(\*Sinks\).sqlxMustExecContext → \(\*sqlx.DB\).MustExecContext;`
	return nil, Out{}, nil
}

func (s *Sinks) sqlxNamedExec(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.X.NamedExec(q, map[string]any{}) // want `OMCG0032: tool "sqlx_named_exec": argument "owner" .*sqlx_named_exec: argument owner → \(\*Sinks\).sqlxNamedExec → \(\*sqlx.DB\).NamedExec;`
	return nil, Out{}, err
}

func (s *Sinks) sqlxNamedExecContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.X.NamedExecContext(ctx, q, map[string]any{}) // want `OMCG0032: tool "sqlx_named_exec_context": argument "owner" .*sqlx_named_exec_context: argument owner → \(\*Sinks\).sqlxNamedExecContext → \(\*sqlx.DB\).NamedExecContext;`
	return nil, Out{}, err
}

func (s *Sinks) sqlxNamedQuery(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.X.NamedQuery(q, map[string]any{}) // want `OMCG0032: tool "sqlx_named_query": argument "owner" .*sqlx_named_query: argument owner → \(\*Sinks\).sqlxNamedQuery → \(\*sqlx.DB\).NamedQuery;`
	return nil, Out{}, err
}

func (s *Sinks) sqlxNamedQueryContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.X.NamedQueryContext(ctx, q, map[string]any{}) // want `OMCG0032: tool "sqlx_named_query_context": argument "owner" .*sqlx_named_query_context: argument owner → \(\*Sinks\).sqlxNamedQueryContext → \(\*sqlx.DB\).NamedQueryContext;`
	return nil, Out{}, err
}

func (s *Sinks) sqlxQueryRowx(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	return nil, Out{}, s.X.QueryRowx(q).Err() // want `OMCG0032: tool "sqlx_query_rowx": argument "owner" .*sqlx_query_rowx: argument owner → \(\*Sinks\).sqlxQueryRowx → \(\*sqlx.DB\).QueryRowx;`
}

func (s *Sinks) sqlxQueryRowxContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	return nil, Out{}, s.X.QueryRowxContext(ctx, q).Err() // want `OMCG0032: tool "sqlx_query_rowx_context": argument "owner" .*sqlx_query_rowx_context: argument owner → \(\*Sinks\).sqlxQueryRowxContext → \(\*sqlx.DB\).QueryRowxContext;`
}

func (s *Sinks) sqlxQueryx(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.X.Queryx(q) // want `OMCG0032: tool "sqlx_queryx": argument "owner" .*sqlx_queryx: argument owner → \(\*Sinks\).sqlxQueryx → \(\*sqlx.DB\).Queryx;`
	return nil, Out{}, err
}

func (s *Sinks) sqlxQueryxContext(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	_, err := s.X.QueryxContext(ctx, q) // want `OMCG0032: tool "sqlx_queryx_context": argument "owner" .*sqlx_queryx_context: argument owner → \(\*Sinks\).sqlxQueryxContext → \(\*sqlx.DB\).QueryxContext;`
	return nil, Out{}, err
}

func (s *Sinks) sqlxSelect(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	q := "SELECT count(*) FROM notes WHERE owner = '" + in.Owner + "'"
	var ns []int
	return nil, Out{}, s.X.Select(&ns, q) // want `OMCG0032: tool "sqlx_select": argument "owner" .*sqlx_select: argument owner → \(\*Sinks\).sqlxSelect → \(\*sqlx.DB\).Select;`
}

// Register registers one tool per sink.
func Register(srv *mcp.Server, s *Sinks) {
	mcp.AddTool(srv, &mcp.Tool{Name: "conn_exec"}, s.connExec)
	mcp.AddTool(srv, &mcp.Tool{Name: "conn_query"}, s.connQuery)
	mcp.AddTool(srv, &mcp.Tool{Name: "conn_query_row"}, s.connQueryRow)
	mcp.AddTool(srv, &mcp.Tool{Name: "db_exec"}, s.dbExec)
	mcp.AddTool(srv, &mcp.Tool{Name: "db_prepare"}, s.dbPrepare)
	mcp.AddTool(srv, &mcp.Tool{Name: "db_prepare_context"}, s.dbPrepareContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "db_query"}, s.dbQuery)
	mcp.AddTool(srv, &mcp.Tool{Name: "db_query_row_context"}, s.dbQueryRowContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "tx_exec"}, s.txExec)
	mcp.AddTool(srv, &mcp.Tool{Name: "tx_exec_context"}, s.txExecContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "tx_query"}, s.txQuery)
	mcp.AddTool(srv, &mcp.Tool{Name: "tx_query_context"}, s.txQueryContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "tx_query_row_context"}, s.txQueryRowContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "pgx_exec"}, s.pgxExec)
	mcp.AddTool(srv, &mcp.Tool{Name: "pgx_query_row"}, s.pgxQueryRow)
	mcp.AddTool(srv, &mcp.Tool{Name: "pool_query"}, s.poolQuery)
	mcp.AddTool(srv, &mcp.Tool{Name: "pool_query_row"}, s.poolQueryRow)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_get"}, s.sqlxGet)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_get_context"}, s.sqlxGetContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_must_exec_context"}, s.sqlxMustExecContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_named_exec"}, s.sqlxNamedExec)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_named_exec_context"}, s.sqlxNamedExecContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_named_query"}, s.sqlxNamedQuery)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_named_query_context"}, s.sqlxNamedQueryContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_query_rowx"}, s.sqlxQueryRowx)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_query_rowx_context"}, s.sqlxQueryRowxContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_queryx"}, s.sqlxQueryx)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_queryx_context"}, s.sqlxQueryxContext)
	mcp.AddTool(srv, &mcp.Tool{Name: "sqlx_select"}, s.sqlxSelect)
}
