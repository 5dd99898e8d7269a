package escape_test

import (
	"crypto/ed25519"
	"crypto/rand"
	"net"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/crypto/ssh"

	remote30 "fixtures/omcg0030/remote"
)

// sshHost serves SSH on a local port with x/crypto/ssh, and runs each
// exec request's command line as sshd does: with the user's shell
// (/bin/sh -c LINE). It returns the address.
func sshHost(t *testing.T) string {
	t.Helper()
	_, key, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	signer, err := ssh.NewSignerFromKey(key)
	if err != nil {
		t.Fatal(err)
	}
	cfg := &ssh.ServerConfig{NoClientAuth: true}
	cfg.AddHostKey(signer)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go serveSSH(conn, cfg)
		}
	}()
	return ln.Addr().String()
}

func serveSSH(conn net.Conn, cfg *ssh.ServerConfig) {
	_, chans, reqs, err := ssh.NewServerConn(conn, cfg)
	if err != nil {
		conn.Close()
		return
	}
	go ssh.DiscardRequests(reqs)
	for nc := range chans {
		if nc.ChannelType() != "session" {
			nc.Reject(ssh.UnknownChannelType, "sessions only")
			continue
		}
		ch, creqs, err := nc.Accept()
		if err != nil {
			continue
		}
		go func() {
			defer ch.Close()
			for r := range creqs {
				if r.Type != "exec" {
					r.Reply(false, nil)
					continue
				}
				var p struct{ Command string }
				if err := ssh.Unmarshal(r.Payload, &p); err != nil {
					r.Reply(false, nil)
					return
				}
				r.Reply(true, nil)
				out, _ := exec.Command("/bin/sh", "-c", p.Command).CombinedOutput()
				ch.Write(out)
				ch.SendRequest("exit-status", false, ssh.Marshal(struct{ Status uint32 }{0}))
				return
			}
		}()
	}
}

// OMCG0030 over SSH: the directory "/; touch FILE" pasted into the
// remote command line runs touch on the host, and so it does when it is
// quoted but written inside the single quotes of a script; the anchored
// pattern of remote_ls_checked refuses it, and the quoting of
// remote_ls_quoted (the code's own), remote_ls_escaped (shellescape) and
// remote_ls_joined (go-shellquote) holds against it, each still listing
// a plain directory.
func TestShellInjectionRemote(t *testing.T) {
	dir := t.TempDir()
	cs := connect(t, func(s *mcp.Server) { remote30.Register(s, remote30.NewHost(sshHost(t))) })
	marker := filepath.Join(dir, "remote.pwned")
	hostile := map[string]any{"dir": "/; touch " + marker}

	call(t, cs, "remote_ls_checked", hostile)
	if exists(marker) {
		t.Fatal("remote_ls_checked (not flagged) ran the injected command")
	}
	if text, _ := call(t, cs, "remote_ls_checked", map[string]any{"dir": "/"}); !strings.Contains(text, "tmp") {
		t.Errorf("remote_ls_checked (not flagged) did not list /: %q", text)
	}
	for _, tool := range []string{"remote_ls_quoted", "remote_ls_escaped", "remote_ls_joined"} {
		call(t, cs, tool, hostile)
		if exists(marker) {
			t.Fatalf("%s (not flagged) ran the injected command", tool)
		}
		if text, _ := call(t, cs, tool, map[string]any{"dir": "/"}); !strings.Contains(text, "tmp") {
			t.Errorf("%s (not flagged) did not list /: %q", tool, text)
		}
	}
	call(t, cs, "remote_ls", hostile)
	if !exists(marker) {
		t.Error("remote_ls: the remote shell did not run the injected command")
	}
	// The quoted directory inside the quotes of sh -c: its quotes close
	// the script's, and the outer shell runs the rest.
	nested := filepath.Join(dir, "nested.pwned")
	call(t, cs, "remote_ls_nested", map[string]any{"dir": "/; touch " + nested})
	if !exists(nested) {
		t.Error("remote_ls_nested: the remote shell did not run the injected command")
	}
}
