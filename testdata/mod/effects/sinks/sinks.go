// Package sinks calls every entry of the sink table once (the test checks
// that none is missing), and the calls that look like sinks but have no
// effect: a want line states the fact of each function, and a function
// without one must get none.
package sinks

import (
	"context"
	"crypto/tls"
	"database/sql"
	"io/fs"
	"io/ioutil"
	"net"
	"net/http"
	"net/smtp"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// The local file system.

func WriteFile() { os.WriteFile("f", nil, 0o644) } // want WriteFile:`effects\(write-local=os.WriteFile\)`

func Create() { os.Create("f") } // want Create:`effects\(write-local=os.Create\)`

func CreateTemp() { os.CreateTemp("", "f") } // want CreateTemp:`effects\(write-local=os.CreateTemp\)`

func OpenFileWrite() { os.OpenFile("f", os.O_WRONLY|os.O_APPEND, 0) } // want OpenFileWrite:`effects\(write-local=os.OpenFile\)`

func OpenFileCreate() { os.OpenFile("f", os.O_RDONLY|os.O_CREATE, 0o644) } // want OpenFileCreate:`effects\(write-local=os.OpenFile\)`

// OpenFileRead opens for reading only: no effect.
func OpenFileRead() { os.OpenFile("f", os.O_RDONLY, 0) }

// OpenFileUnknown opens with a flag that is not a constant: nothing is
// claimed.
func OpenFileUnknown(flag int) { os.OpenFile("f", flag, 0) }

func Mkdir() { os.Mkdir("d", 0o755) } // want Mkdir:`effects\(write-local=os.Mkdir\)`

func MkdirAll() { os.MkdirAll("d", 0o755) } // want MkdirAll:`effects\(write-local=os.MkdirAll\)`

func MkdirTemp() { os.MkdirTemp("", "d") } // want MkdirTemp:`effects\(write-local=os.MkdirTemp\)`

func Rename() { os.Rename("a", "b") } // want Rename:`effects\(write-local=os.Rename\)`

func Chmod() { os.Chmod("f", 0o600) } // want Chmod:`effects\(write-local=os.Chmod\)`

func Chown() { os.Chown("f", 1, 1) } // want Chown:`effects\(write-local=os.Chown\)`

func Chtimes() { os.Chtimes("f", time.Time{}, time.Time{}) } // want Chtimes:`effects\(write-local=os.Chtimes\)`

func Truncate() { os.Truncate("f", 0) } // want Truncate:`effects\(write-local=os.Truncate\)`

func Symlink() { os.Symlink("a", "b") } // want Symlink:`effects\(write-local=os.Symlink\)`

func Link() { os.Link("a", "b") } // want Link:`effects\(write-local=os.Link\)`

func CopyFS(fsys fs.FS) { os.CopyFS("d", fsys) } // want CopyFS:`effects\(write-local=os.CopyFS\)`

func Remove() { os.Remove("f") } // want Remove:`effects\(write-local=os.Remove delete=os.Remove\)`

func RemoveAll() { os.RemoveAll("d") } // want RemoveAll:`effects\(write-local=os.RemoveAll delete=os.RemoveAll\)`

func IoutilWriteFile() { ioutil.WriteFile("f", nil, 0o644) } // want IoutilWriteFile:`effects\(write-local=ioutil.WriteFile\)`

func FileWrite(f *os.File) { f.Write(nil) } // want FileWrite:`effects\(write-local=\(\*os.File\).Write\)`

func FileWriteString(f *os.File) { f.WriteString("") } // want FileWriteString:`effects\(write-local=\(\*os.File\).WriteString\)`

func FileWriteAt(f *os.File) { f.WriteAt(nil, 0) } // want FileWriteAt:`effects\(write-local=\(\*os.File\).WriteAt\)`

func FileReadFrom(f *os.File) { f.ReadFrom(strings.NewReader("")) } // want FileReadFrom:`effects\(write-local=\(\*os.File\).ReadFrom\)`

func FileTruncate(f *os.File) { f.Truncate(0) } // want FileTruncate:`effects\(write-local=\(\*os.File\).Truncate\)`

// Stdout writes to the standard output and error, not to a file: no
// effect.
func Stdout() {
	os.Stdout.Write(nil)
	os.Stderr.WriteString("")
}

func RootCreate(r *os.Root) { r.Create("f") } // want RootCreate:`effects\(write-local=\(\*os.Root\).Create\)`

func RootOpenFile(r *os.Root) { r.OpenFile("f", os.O_RDWR, 0) } // want RootOpenFile:`effects\(write-local=\(\*os.Root\).OpenFile\)`

// RootOpenFileRead opens for reading only: no effect.
func RootOpenFileRead(r *os.Root) { r.OpenFile("f", os.O_RDONLY, 0) }

func RootWriteFile(r *os.Root) { r.WriteFile("f", nil, 0o644) } // want RootWriteFile:`effects\(write-local=\(\*os.Root\).WriteFile\)`

func RootMkdir(r *os.Root) { r.Mkdir("d", 0o755) } // want RootMkdir:`effects\(write-local=\(\*os.Root\).Mkdir\)`

func RootMkdirAll(r *os.Root) { r.MkdirAll("d", 0o755) } // want RootMkdirAll:`effects\(write-local=\(\*os.Root\).MkdirAll\)`

func RootRename(r *os.Root) { r.Rename("a", "b") } // want RootRename:`effects\(write-local=\(\*os.Root\).Rename\)`

func RootChmod(r *os.Root) { r.Chmod("f", 0o600) } // want RootChmod:`effects\(write-local=\(\*os.Root\).Chmod\)`

func RootRemove(r *os.Root) { r.Remove("f") } // want RootRemove:`effects\(write-local=\(\*os.Root\).Remove delete=\(\*os.Root\).Remove\)`

func RootRemoveAll(r *os.Root) { r.RemoveAll("d") } // want RootRemoveAll:`effects\(write-local=\(\*os.Root\).RemoveAll delete=\(\*os.Root\).RemoveAll\)`

// Databases.

func DBExec(db *sql.DB) { db.Exec("INSERT INTO notes VALUES (?)", 1) } // want DBExec:`effects\(write-db=\(\*sql.DB\).Exec\)`

func DBExecContext(db *sql.DB) { db.ExecContext(context.Background(), "DELETE FROM notes") } // want DBExecContext:`effects\(delete=\(\*sql.DB\).ExecContext write-db=\(\*sql.DB\).ExecContext\)`

// DBExecBuilt runs a statement built at run time: Exec runs statements
// that return no rows, a write.
func DBExecBuilt(db *sql.DB, table string) { db.Exec("UPDATE " + table + " SET x = 1") } // want DBExecBuilt:`effects\(write-db=\(\*sql.DB\).Exec\)`

// DBExecSession sets up the session: no effect.
func DBExecSession(db *sql.DB) {
	db.Exec("PRAGMA foreign_keys = ON")
	db.Exec("  -- a comment\n SET search_path TO app")
	db.Exec("BEGIN")
}

func TxExec(tx *sql.Tx) { tx.Exec("/* purge */ TRUNCATE notes") } // want TxExec:`effects\(delete=\(\*sql.Tx\).Exec write-db=\(\*sql.Tx\).Exec\)`

func TxExecContext(tx *sql.Tx) { tx.ExecContext(context.Background(), "CREATE TABLE t (x int)") } // want TxExecContext:`effects\(write-db=\(\*sql.Tx\).ExecContext\)`

func ConnExecContext(c *sql.Conn) { c.ExecContext(context.Background(), "ALTER TABLE t ADD y int") } // want ConnExecContext:`effects\(write-db=\(\*sql.Conn\).ExecContext\)`

func StmtExec(s *sql.Stmt) { s.Exec(1) } // want StmtExec:`effects\(write-db=\(\*sql.Stmt\).Exec\)`

func StmtExecContext(s *sql.Stmt) { s.ExecContext(context.Background(), 1) } // want StmtExecContext:`effects\(write-db=\(\*sql.Stmt\).ExecContext\)`

func DBQuery(db *sql.DB) { db.Query("INSERT INTO notes (x) VALUES (1) RETURNING id") } // want DBQuery:`effects\(write-db=\(\*sql.DB\).Query\)`

func DBQueryContext(db *sql.DB) { // want DBQueryContext:`effects\(delete=\(\*sql.DB\).QueryContext write-db=\(\*sql.DB\).QueryContext\)`
	db.QueryContext(context.Background(), "DELETE FROM notes RETURNING id")
}

func DBQueryRow(db *sql.DB) { db.QueryRow("UPDATE notes SET x = 1 RETURNING id") } // want DBQueryRow:`effects\(write-db=\(\*sql.DB\).QueryRow\)`

func DBQueryRowContext(db *sql.DB) { db.QueryRowContext(context.Background(), "drop table notes") } // want DBQueryRowContext:`effects\(delete=\(\*sql.DB\).QueryRowContext write-db=\(\*sql.DB\).QueryRowContext\)`

func TxQuery(tx *sql.Tx) { // want TxQuery:`effects\(delete=\(\*sql.Tx\).Query write-db=\(\*sql.Tx\).Query\)`
	tx.Query("WITH gone AS (DELETE FROM notes RETURNING id) SELECT * FROM gone")
}

func TxQueryContext(tx *sql.Tx) { tx.QueryContext(context.Background(), "INSERT INTO t VALUES (1)") } // want TxQueryContext:`effects\(write-db=\(\*sql.Tx\).QueryContext\)`

func TxQueryRow(tx *sql.Tx) { tx.QueryRow("INSERT INTO t VALUES (1)") } // want TxQueryRow:`effects\(write-db=\(\*sql.Tx\).QueryRow\)`

func TxQueryRowContext(tx *sql.Tx) { // want TxQueryRowContext:`effects\(write-db=\(\*sql.Tx\).QueryRowContext\)`
	tx.QueryRowContext(context.Background(), "INSERT INTO t VALUES (1)")
}

func ConnQueryContext(c *sql.Conn) { c.QueryContext(context.Background(), "INSERT INTO t VALUES (1)") } // want ConnQueryContext:`effects\(write-db=\(\*sql.Conn\).QueryContext\)`

func ConnQueryRowContext(c *sql.Conn) { // want ConnQueryRowContext:`effects\(write-db=\(\*sql.Conn\).QueryRowContext\)`
	c.QueryRowContext(context.Background(), "INSERT INTO t VALUES (1)")
}

// DBRead only reads: no effect, whether the query is a constant or not.
func DBRead(db *sql.DB, q string) {
	db.Query("SELECT * FROM notes")
	db.QueryRow("WITH x AS (SELECT 1) SELECT * FROM x")
	db.Query(q)
}

// The network.

func HTTPGet() { http.Get("https://example.com") } // want HTTPGet:`effects\(open-world=http.Get\)`

func HTTPHead() { http.Head("https://example.com") } // want HTTPHead:`effects\(open-world=http.Head\)`

func HTTPPost() { http.Post("https://example.com", "text/plain", nil) } // want HTTPPost:`effects\(network-write=http.Post open-world=http.Post\)`

func HTTPPostForm() { http.PostForm("https://example.com", nil) } // want HTTPPostForm:`effects\(network-write=http.PostForm open-world=http.PostForm\)`

func ClientDo(c *http.Client, r *http.Request) { c.Do(r) } // want ClientDo:`effects\(open-world=\(\*http.Client\).Do\)`

func ClientGet(c *http.Client) { c.Get("https://example.com") } // want ClientGet:`effects\(open-world=\(\*http.Client\).Get\)`

func ClientHead(c *http.Client) { c.Head("https://example.com") } // want ClientHead:`effects\(open-world=\(\*http.Client\).Head\)`

func ClientPost(c *http.Client) { c.Post("https://example.com", "text/plain", nil) } // want ClientPost:`effects\(network-write=\(\*http.Client\).Post open-world=\(\*http.Client\).Post\)`

func ClientPostForm(c *http.Client) { c.PostForm("https://example.com", nil) } // want ClientPostForm:`effects\(network-write=\(\*http.Client\).PostForm open-world=\(\*http.Client\).PostForm\)`

func NewRequest() { http.NewRequest(http.MethodPut, "https://example.com", nil) } // want NewRequest:`effects\(network-write=http.NewRequest\)`

func NewRequestWithContext() { http.NewRequestWithContext(context.Background(), "DELETE", "/x", nil) } // want NewRequestWithContext:`effects\(network-write=http.NewRequestWithContext\)`

// NewRequestRead builds requests that read, or whose method is not a
// constant: no effect.
func NewRequestRead(method string) {
	http.NewRequest("GET", "https://example.com", nil)
	http.NewRequest(method, "https://example.com", nil)
}

func Dial() { net.Dial("tcp", "example.com:80") } // want Dial:`effects\(open-world=net.Dial\)`

// DialUnix dials a local socket: no effect.
func DialUnix() {
	net.Dial("unix", "/run/app.sock")
	new(net.Dialer).DialContext(context.Background(), "unixpacket", "/run/app.sock")
}

func DialTimeout() { net.DialTimeout("tcp", "example.com:80", time.Second) } // want DialTimeout:`effects\(open-world=net.DialTimeout\)`

func DialTCP() { net.DialTCP("tcp", nil, nil) } // want DialTCP:`effects\(open-world=net.DialTCP\)`

func DialUDP() { net.DialUDP("udp", nil, nil) } // want DialUDP:`effects\(open-world=net.DialUDP\)`

func DialIP() { net.DialIP("ip4:1", nil, nil) } // want DialIP:`effects\(open-world=net.DialIP\)`

func DialerDial(d *net.Dialer) { d.Dial("tcp", "example.com:80") } // want DialerDial:`effects\(open-world=\(\*net.Dialer\).Dial\)`

func DialerDialContext(d *net.Dialer) { d.DialContext(context.Background(), "tcp", "example.com:80") } // want DialerDialContext:`effects\(open-world=\(\*net.Dialer\).DialContext\)`

func TLSDial() { tls.Dial("tcp", "example.com:443", nil) } // want TLSDial:`effects\(open-world=tls.Dial\)`

func TLSDialWithDialer() { tls.DialWithDialer(nil, "tcp", "example.com:443", nil) } // want TLSDialWithDialer:`effects\(open-world=tls.DialWithDialer\)`

func TLSDialerDial(d *tls.Dialer) { d.Dial("tcp", "example.com:443") } // want TLSDialerDial:`effects\(open-world=\(\*tls.Dialer\).Dial\)`

func TLSDialerDialContext(d *tls.Dialer) { // want TLSDialerDialContext:`effects\(open-world=\(\*tls.Dialer\).DialContext\)`
	d.DialContext(context.Background(), "tcp", "example.com:443")
}

func SMTPDial() { smtp.Dial("mail.example.com:25") } // want SMTPDial:`effects\(open-world=smtp.Dial\)`

func SendMail() { smtp.SendMail("mail.example.com:25", nil, "a@example.com", nil, nil) } // want SendMail:`effects\(network-write=smtp.SendMail open-world=smtp.SendMail\)`

// Other programs.

func Command() { exec.Command("ls") } // want Command:`effects\(exec=exec.Command\)`

func CommandContext() { exec.CommandContext(context.Background(), "ls") } // want CommandContext:`effects\(exec=exec.CommandContext\)`

func StartProcess() { os.StartProcess("/bin/ls", nil, nil) } // want StartProcess:`effects\(exec=os.StartProcess\)`

func SyscallExec() { syscall.Exec("/bin/ls", nil, nil) } // want SyscallExec:`effects\(exec=syscall.Exec\)`

func ForkExec() { syscall.ForkExec("/bin/ls", nil, nil) } // want ForkExec:`effects\(exec=syscall.ForkExec\)`

// Reads neither writes nor dials: no effect.
func Reads() {
	os.ReadFile("f")
	os.Open("f")
	os.Stat("f")
	os.Getenv("HOME")
}
