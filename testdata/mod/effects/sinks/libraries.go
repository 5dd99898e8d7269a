package sinks

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
	"golang.org/x/crypto/ssh"
)

// The database libraries outside the standard library, known by name as
// database/sql is: an Exec writes, a Query writes when its text says so.

func PgxExec(c *pgx.Conn) { c.Exec(context.Background(), "DELETE FROM notes") } // want PgxExec:`effects\(delete=\(\*pgx.Conn\).Exec write-db=\(\*pgx.Conn\).Exec\)`

func PgxQuery(c *pgx.Conn) { c.Query(context.Background(), "INSERT INTO t VALUES (1) RETURNING id") } // want PgxQuery:`effects\(write-db=\(\*pgx.Conn\).Query\)`

func PgxQueryRow(c *pgx.Conn) { c.QueryRow(context.Background(), "UPDATE t SET x = 1 RETURNING id") } // want PgxQueryRow:`effects\(write-db=\(\*pgx.Conn\).QueryRow\)`

func PoolExec(p *pgxpool.Pool, q string) { p.Exec(context.Background(), q) } // want PoolExec:`effects\(write-db=\(\*pgxpool.Pool\).Exec\)`

func PoolQuery(p *pgxpool.Pool) { p.Query(context.Background(), "INSERT INTO t VALUES (1)") } // want PoolQuery:`effects\(write-db=\(\*pgxpool.Pool\).Query\)`

func PoolQueryRow(p *pgxpool.Pool) { p.QueryRow(context.Background(), "INSERT INTO t VALUES (1)") } // want PoolQueryRow:`effects\(write-db=\(\*pgxpool.Pool\).QueryRow\)`

// PgxRead only reads: no effect.
func PgxRead(c *pgx.Conn, p *pgxpool.Pool, q string) {
	c.Query(context.Background(), "SELECT * FROM notes")
	p.QueryRow(context.Background(), q)
}

func SqlxSelect(db *sqlx.DB, v any) { db.Select(v, "INSERT INTO t VALUES (1) RETURNING id") } // want SqlxSelect:`effects\(write-db=\(\*sqlx.DB\).Select\)`

func SqlxSelectContext(db *sqlx.DB, v any) { // want SqlxSelectContext:`effects\(write-db=\(\*sqlx.DB\).SelectContext\)`
	db.SelectContext(context.Background(), v, "INSERT INTO t VALUES (1) RETURNING id")
}

func SqlxGet(db *sqlx.DB, v any) { db.Get(v, "DELETE FROM t RETURNING id") } // want SqlxGet:`effects\(delete=\(\*sqlx.DB\).Get write-db=\(\*sqlx.DB\).Get\)`

func SqlxGetContext(db *sqlx.DB, v any) { // want SqlxGetContext:`effects\(write-db=\(\*sqlx.DB\).GetContext\)`
	db.GetContext(context.Background(), v, "UPDATE t SET x = 1 RETURNING id")
}

func SqlxQueryx(db *sqlx.DB) { db.Queryx("INSERT INTO t VALUES (1)") } // want SqlxQueryx:`effects\(write-db=\(\*sqlx.DB\).Queryx\)`

func SqlxQueryxContext(db *sqlx.DB) { // want SqlxQueryxContext:`effects\(write-db=\(\*sqlx.DB\).QueryxContext\)`
	db.QueryxContext(context.Background(), "INSERT INTO t VALUES (1)")
}

func SqlxQueryRowx(db *sqlx.DB) { db.QueryRowx("INSERT INTO t VALUES (1)") } // want SqlxQueryRowx:`effects\(write-db=\(\*sqlx.DB\).QueryRowx\)`

func SqlxQueryRowxContext(db *sqlx.DB) { // want SqlxQueryRowxContext:`effects\(write-db=\(\*sqlx.DB\).QueryRowxContext\)`
	db.QueryRowxContext(context.Background(), "INSERT INTO t VALUES (1)")
}

func SqlxMustExec(db *sqlx.DB, q string) { db.MustExec(q) } // want SqlxMustExec:`effects\(write-db=\(\*sqlx.DB\).MustExec\)`

func SqlxMustExecContext(db *sqlx.DB) { db.MustExecContext(context.Background(), "TRUNCATE t") } // want SqlxMustExecContext:`effects\(delete=\(\*sqlx.DB\).MustExecContext write-db=\(\*sqlx.DB\).MustExecContext\)`

func SqlxNamedExec(db *sqlx.DB) { db.NamedExec("INSERT INTO t VALUES (:x)", nil) } // want SqlxNamedExec:`effects\(write-db=\(\*sqlx.DB\).NamedExec\)`

func SqlxNamedExecContext(db *sqlx.DB) { // want SqlxNamedExecContext:`effects\(write-db=\(\*sqlx.DB\).NamedExecContext\)`
	db.NamedExecContext(context.Background(), "UPDATE t SET x = :x", nil)
}

func SqlxNamedQuery(db *sqlx.DB) { db.NamedQuery("INSERT INTO t VALUES (:x) RETURNING id", nil) } // want SqlxNamedQuery:`effects\(write-db=\(\*sqlx.DB\).NamedQuery\)`

func SqlxNamedQueryContext(db *sqlx.DB) { // want SqlxNamedQueryContext:`effects\(write-db=\(\*sqlx.DB\).NamedQueryContext\)`
	db.NamedQueryContext(context.Background(), "INSERT INTO t VALUES (:x) RETURNING id", nil)
}

// SqlxRead only reads: no effect.
func SqlxRead(db *sqlx.DB, v any, q string) {
	db.Select(v, "SELECT * FROM t")
	db.NamedQuery("SELECT * FROM t WHERE x = :x", nil)
	db.NamedQuery(q, nil)
}

// A command run on another machine.

func SSHRun(s *ssh.Session) { s.Run("uptime") } // want SSHRun:`effects\(exec=\(\*ssh.Session\).Run\)`

func SSHStart(s *ssh.Session) { s.Start("uptime") } // want SSHStart:`effects\(exec=\(\*ssh.Session\).Start\)`

func SSHOutput(s *ssh.Session) { s.Output("uptime") } // want SSHOutput:`effects\(exec=\(\*ssh.Session\).Output\)`

func SSHCombinedOutput(s *ssh.Session) { s.CombinedOutput("uptime") } // want SSHCombinedOutput:`effects\(exec=\(\*ssh.Session\).CombinedOutput\)`
