package escape_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	caller31 "fixtures/omcg0031/caller"
)

// OMCG0031 through a helper that runs the program its caller names: the
// real go command reads the package argument "-toolexec=PROGRAM" as its
// option and runs PROGRAM for each tool of the build; given as the value
// of -tags, the same text runs nothing.
func TestOptionInjectionCallerProgram(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	dir := t.TempDir()
	for name, text := range map[string]string{
		"go.mod":  "module app\n\ngo 1.22\n",
		"main.go": "package main\n\nfunc main() {}\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	marker := filepath.Join(dir, "toolexec.ran")
	script := filepath.Join(dir, "toolexec.sh")
	if err := os.WriteFile(script, []byte("#!/bin/sh\ntouch "+marker+"\nexec \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", filepath.Dir(goCmd)+string(os.PathListSeparator)+os.Getenv("PATH"))
	cs := connect(t, func(s *mcp.Server) { caller31.Register(s, caller31.NewBuilder(dir)) })
	hostile := "-toolexec=" + script

	call(t, cs, "go_build_tagged", map[string]any{"tags": hostile})
	if exists(marker) {
		t.Fatal("go_build_tagged (not flagged): go read the value of -tags as an option")
	}
	call(t, cs, "go_build_package", map[string]any{"package": hostile})
	if !exists(marker) {
		t.Error("go_build_package: go did not run the program -toolexec named")
	}
}
