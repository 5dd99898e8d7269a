// Package sinks calls every entry of the sink table once (the test checks
// that none is missing), and the calls that look like sinks but have no
// effect: a want line states the fact of each function, and a function
// without one must get none.
package sinks

import (
	"context"
	"crypto/tls"
	"database/sql"
	"fmt"
	"io"
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

func CreateTemp(dir string) { os.CreateTemp(dir, "f") } // want CreateTemp:`effects\(write-local=os.CreateTemp\)`

func OpenFileWrite() { os.OpenFile("f", os.O_WRONLY|os.O_APPEND, 0) } // want OpenFileWrite:`effects\(write-local=os.OpenFile\)`

func OpenFileCreate() { os.OpenFile("f", os.O_RDONLY|os.O_CREATE, 0o644) } // want OpenFileCreate:`effects\(write-local=os.OpenFile\)`

// OpenFileRead opens for reading only: no effect.
func OpenFileRead() { os.OpenFile("f", os.O_RDONLY, 0) }

// OpenFileUnknown opens with a flag that is not a constant: nothing is
// claimed.
func OpenFileUnknown(flag int) { os.OpenFile("f", flag, 0) }

func Mkdir() { os.Mkdir("d", 0o755) } // want Mkdir:`effects\(write-local=os.Mkdir\)`

func MkdirAll() { os.MkdirAll("d", 0o755) } // want MkdirAll:`effects\(write-local=os.MkdirAll\)`

func MkdirTemp(dir string) { os.MkdirTemp(dir, "d") } // want MkdirTemp:`effects\(write-local=os.MkdirTemp\)`

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

// Stdout writes to the standard output and error, not to a file: the
// standard output is an effect of its own (what a stdio server's
// messages are written to), standard error none.
func Stdout() { // want Stdout:`effects\(stdout=\(\*os.File\).Write\)`
	os.Stdout.Write(nil)
	os.Stderr.WriteString("")
}

// Stderr writes to standard error only: no effect.
func Stderr() {
	os.Stderr.WriteString("")
	fmt.Fprintln(os.Stderr, "")
}

func Print() { fmt.Println("") } // want Print:`effects\(stdout=fmt.Println\)`

func Fprint() { fmt.Fprint(os.Stdout, "") } // want Fprint:`effects\(stdout=fmt.Fprint\)`

func PrintPlain() { fmt.Print("") } // want PrintPlain:`effects\(stdout=fmt.Print\)`

func Printf() { fmt.Printf("") } // want Printf:`effects\(stdout=fmt.Printf\)`

func Fprintf() { fmt.Fprintf(os.Stdout, "") } // want Fprintf:`effects\(stdout=fmt.Fprintf\)`

func WriteString() { io.WriteString(os.Stdout, "") } // want WriteString:`effects\(stdout=io.WriteString\)`

// FprintfFile writes to a file it is given: not standard output, and no
// file this pass can name.
func FprintfFile(f *os.File) { fmt.Fprintf(f, ""); io.WriteString(f, "") }

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

func HTTPGet() { http.Get("https://api.example.com/v1/items") } // want HTTPGet:`effects\(open-world=http.Get\(api.example.com\)\)`

func HTTPHead(id string) { http.Head("https://api.example.com/items/" + id) } // want HTTPHead:`effects\(open-world=http.Head\(api.example.com\)\)`

func HTTPPost() { http.Post("https://api.example.com:8443/search", "text/plain", nil) } // want HTTPPost:`effects\(open-world=http.Post\(api.example.com\)\)`

func HTTPPostForm(id string) { // want HTTPPostForm:`effects\(open-world=http.PostForm\(203.0.113.7\)\)`
	http.PostForm(fmt.Sprintf("http://203.0.113.7/items/%s", id), nil)
}

func ClientGet(c *http.Client) { c.Get("https://api.example.com") } // want ClientGet:`effects\(open-world=\(\*http.Client\).Get\(api.example.com\)\)`

func ClientHead(c *http.Client) { c.Head("https://api.example.com") } // want ClientHead:`effects\(open-world=\(\*http.Client\).Head\(api.example.com\)\)`

func ClientPost(c *http.Client) { c.Post("https://api.example.com", "text/plain", nil) } // want ClientPost:`effects\(open-world=\(\*http.Client\).Post\(api.example.com\)\)`

func ClientPostForm(c *http.Client) { c.PostForm("https://api.example.com", nil) } // want ClientPostForm:`effects\(open-world=\(\*http.Client\).PostForm\(api.example.com\)\)`

// NewRequest builds a PUT to a configured host: a network write, but no
// open world.
func NewRequest(base string) { http.NewRequest(http.MethodPut, base+"/items/1", nil) } // want NewRequest:`effects\(network-write=http.NewRequest\)`

func NewRequestWithContext() { // want NewRequestWithContext:`effects\(network-write=http.NewRequestWithContext\(api.example.com\) open-world=http.NewRequestWithContext\(api.example.com\)\)`
	http.NewRequestWithContext(context.Background(), "DELETE", "https://api.example.com/items/1", nil)
}

// NotOpen reaches hosts that are local, private, configured, taken from
// the input, or whose name the constant part does not finish: no effect.
// Nor are a POST, a GET or a method that is not a constant network writes.
func NotOpen(base, host, method string, c *http.Client, r *http.Request) {
	http.Get("http://localhost:8080/items")
	http.Get("http://127.0.0.1/items")
	http.Get("http://10.1.2.3/items")
	http.Get("http://[::1]:80/items")
	http.Get("http://redis:6379")
	http.Get("http://consul.service.consul:8500/v1/kv")
	http.Get("https://registry.internal/v2/")
	http.Get("http://api.cluster.local/")
	http.Get(base + "/items")
	http.Get("https://" + host + "/items")
	http.Get("https://api." + host)
	http.Get(fmt.Sprintf("https://%s/items", host))
	http.Post(base, "application/json", nil)
	http.NewRequest("POST", base+"/graphql", nil)
	http.NewRequest("GET", base, nil)
	http.NewRequest(method, base, nil)
	c.Do(r)
	net.Dial("unix", "/run/app.sock")
	net.Dial("tcp", "localhost:5432")
	net.Dial("tcp", host+":5432")
	new(net.Dialer).DialContext(context.Background(), "tcp", "db:5432")
	smtp.Dial("localhost:25")
}

func Dial() { net.Dial("tcp", "example.com:80") } // want Dial:`effects\(open-world=net.Dial\(example.com\)\)`

func DialTimeout() { net.DialTimeout("tcp", "example.com:80", time.Second) } // want DialTimeout:`effects\(open-world=net.DialTimeout\(example.com\)\)`

func DialerDial(d *net.Dialer) { d.Dial("tcp", "example.com:80") } // want DialerDial:`effects\(open-world=\(\*net.Dialer\).Dial\(example.com\)\)`

func DialerDialContext(d *net.Dialer) { // want DialerDialContext:`effects\(open-world=\(\*net.Dialer\).DialContext\(example.com\)\)`
	d.DialContext(context.Background(), "tcp", "example.com:80")
}

func TLSDial() { tls.Dial("tcp", "example.com:443", nil) } // want TLSDial:`effects\(open-world=tls.Dial\(example.com\)\)`

func TLSDialWithDialer() { tls.DialWithDialer(nil, "tcp", "example.com:443", nil) } // want TLSDialWithDialer:`effects\(open-world=tls.DialWithDialer\(example.com\)\)`

func TLSDialerDial(d *tls.Dialer) { d.Dial("tcp", "example.com:443") } // want TLSDialerDial:`effects\(open-world=\(\*tls.Dialer\).Dial\(example.com\)\)`

func TLSDialerDialContext(d *tls.Dialer) { // want TLSDialerDialContext:`effects\(open-world=\(\*tls.Dialer\).DialContext\(example.com\)\)`
	d.DialContext(context.Background(), "tcp", "example.com:443")
}

func SMTPDial() { smtp.Dial("mail.example.com:25") } // want SMTPDial:`effects\(open-world=smtp.Dial\(mail.example.com\)\)`

func SendMail() { smtp.SendMail("mail.example.com:25", nil, "a@example.com", nil, nil) } // want SendMail:`effects\(network-write=smtp.SendMail\(mail.example.com\) open-world=smtp.SendMail\(mail.example.com\)\)`

// SendLocalMail sends a mail through a local relay: a network write.
func SendLocalMail() { smtp.SendMail("localhost:25", nil, "a@example.com", nil, nil) } // want SendLocalMail:`effects\(network-write=smtp.SendMail\)`

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
