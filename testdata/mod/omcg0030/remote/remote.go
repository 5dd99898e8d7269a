// Package remote registers go-sdk tools that run a command line on
// another machine over SSH (golang.org/x/crypto/ssh): the server runs it
// with the remote user's shell, so an argument pasted into it runs the
// model's commands there.
package remote

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"al.essio.dev/pkg/shellescape"
	"github.com/kballard/go-shellquote"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/crypto/ssh"
)

type In struct {
	Dir     string `json:"dir,omitempty"`
	Command string `json:"command,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

// Host is the machine the tools run their commands on (the escape test
// serves one).
type Host struct{ addr string }

func NewHost(addr string) *Host { return &Host{addr: addr} }

// run runs line on the host and returns what it printed.
func (h *Host) run(line string) (string, error) {
	client, err := ssh.Dial("tcp", h.addr, &ssh.ClientConfig{User: "mcp", HostKeyCallback: ssh.InsecureIgnoreHostKey()})
	if err != nil {
		return "", err
	}
	defer client.Close()
	session, err := client.NewSession()
	if err != nil {
		return "", err
	}
	defer session.Close()
	out, err := session.CombinedOutput(line) // want `OMCG0030: tool "remote_ls": argument "dir" is pasted into a shell command line, where ; \| \$\( \) run commands of the model's choosing: remote_ls: argument dir → \(\*Host\).list → \(\*Host\).run → \(\*ssh.Session\).CombinedOutput; hold it to an allow-list or an anchored pattern without shell characters, or quote it for the remote shell` `OMCG0030: tool "remote_ls_nested": argument "dir" .*: remote_ls_nested: argument dir → \(\*Host\).listNested → shellQuote → \(\*Host\).run → \(\*ssh.Session\).CombinedOutput;`
	return string(out), err
}

// Flagged: the directory is pasted into the remote command line.
func (h *Host) list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := h.run("ls -a " + in.Dir)
	return nil, Out{Text: text}, err
}

// plain is what a directory of the host may be called.
var plain = regexp.MustCompile(`^[a-z0-9/_.-]+$`)

// Not flagged: an anchored pattern refuses every shell metacharacter.
func (h *Host) listChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !plain.MatchString(in.Dir) {
		return nil, Out{}, errors.New("not a directory name")
	}
	text, err := h.run("ls -a " + in.Dir)
	return nil, Out{Text: text}, err
}

// shellQuote puts s in single quotes for a POSIX shell, its own single
// quotes escaped.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'"'"'`) + "'"
}

// Not flagged: the directory is quoted for the remote shell.
func (h *Host) listQuoted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := h.run("ls -a " + shellQuote(in.Dir))
	return nil, Out{Text: text}, err
}

// Flagged: the quoted directory is written inside the single quotes of
// a script, where its own quotes close them and leave it bare.
func (h *Host) listNested(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := h.run(fmt.Sprintf("sh -c 'ls -a %s'", shellQuote(in.Dir)))
	return nil, Out{Text: text}, err
}

// Not flagged: the command is one of its own after the code's "cd":
// running the model's command is the tool's job.
func (h *Host) runIn(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := h.run("cd /tmp && " + in.Command)
	return nil, Out{Text: text}, err
}

// Not flagged: the directory is quoted by a library.
func (h *Host) listEscaped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := h.run("ls -a " + shellescape.Quote(in.Dir))
	return nil, Out{Text: text}, err
}

// Not flagged: the words are joined by a library that quotes each.
func (h *Host) listJoined(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	text, err := h.run("ls " + shellquote.Join("-a", in.Dir))
	return nil, Out{Text: text}, err
}

func Register(s *mcp.Server, h *Host) {
	mcp.AddTool(s, &mcp.Tool{Name: "remote_ls"}, h.list)
	mcp.AddTool(s, &mcp.Tool{Name: "remote_ls_checked"}, h.listChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "remote_ls_quoted"}, h.listQuoted)
	mcp.AddTool(s, &mcp.Tool{Name: "remote_ls_nested"}, h.listNested)
	mcp.AddTool(s, &mcp.Tool{Name: "remote_run_in"}, h.runIn)
	mcp.AddTool(s, &mcp.Tool{Name: "remote_ls_escaped"}, h.listEscaped)
	mcp.AddTool(s, &mcp.Tool{Name: "remote_ls_joined"}, h.listJoined)
}
