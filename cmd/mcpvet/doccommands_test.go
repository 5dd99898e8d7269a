package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/testtier"
)

// A documented command is a line of a sh block in README.md or docs/*.md.
type docCommand struct {
	file    string // README.md, docs/ci.md
	line    int
	section string // the ## heading it is under
	text    string // the command, without its trailing comment
}

func (c docCommand) String() string { return fmt.Sprintf("%s:%d: %s", c.file, c.line, c.text) }

// docCommands reads every command of the sh blocks of README.md and
// docs/*.md.
func docCommands(t *testing.T, root string) []docCommand {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	files = append([]string{filepath.Join(root, "README.md")}, files...)
	trailing := regexp.MustCompile(`\s{2,}#.*$`)
	var out []docCommand
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, f)
		in, section := false, ""
		for i, l := range strings.Split(string(src), "\n") {
			switch {
			case !in && strings.HasPrefix(l, "## "):
				section = strings.TrimPrefix(l, "## ")
			case !in && (l == "```sh" || l == "```bash"):
				in = true
			case in && strings.HasPrefix(l, "```"):
				in = false
			case in:
				text := strings.TrimSpace(trailing.ReplaceAllString(l, ""))
				if text == "" || strings.HasPrefix(text, "#") {
					continue
				}
				out = append(out, docCommand{filepath.ToSlash(rel), i + 1, section, text})
			}
		}
	}
	return out
}

// elsewhere says which test runs a documented command that this test does
// not run itself: one that starts a server and waits, builds golangci-lint,
// runs the whole suite, or needs an editor. Each names the test (in the
// directory given, relative to the repository) or the .ci/run line that
// runs the same thing; TestDocumentedCommands checks that it exists.
var elsewhere = []struct {
	match  *regexp.Regexp
	dir    string // where the test is; "" for .ci/run
	runsIt string // the test function, or the line of .ci/run
}{
	{regexp.MustCompile(`^go run \./cmd/mcpvet \./examples/\.\.\.$`), "", "go run ./cmd/mcpvet ./examples/..."},
	{regexp.MustCompile(`^go test -timeout 30m \./\.\.\. \./runtime/\.\.\.$`), "", "MCPVET_TEST_LONG=1 MCPVET_TEST_MCPGO_RELEASES=1 go test -timeout 30m ./... ./runtime/..."},
	{regexp.MustCompile(`^bash .*plugin/build-golangci-lint\.sh`), "", `bash plugin/build-golangci-lint.sh "$gcl_dir/custom-gcl" "$gcl_dir/src"`},
	{regexp.MustCompile(`^\./custom-gcl run`), "plugin", "TestGolangciLint"},
	{regexp.MustCompile(`^(exec )?mcpvet lsp\b`), "cmd/mcpvet", "TestLSPCommand"},
	{regexp.MustCompile(`^go run \./examples/server -http`), "examples/server", "TestStreamableHTTP"},
	{regexp.MustCompile(`^go run \./examples/server$`), "examples/server", "TestListTools"},
	{regexp.MustCompile(`^go run \./examples/notes -http`), "examples/notes", "TestInspector"},
	{regexp.MustCompile(`^go run \./examples/notes$`), "examples/notes", "TestInspector"},
	{regexp.MustCompile(`^go generate \./examples/notes$`), "examples/notes", "TestGeneratedFileIsCurrent"},
	{regexp.MustCompile(`^SHOP_TOKEN=\S+ go run \./examples/shop`), "examples/shop", "TestCalls"},
	{regexp.MustCompile(`^curl .*localhost:8080/api/`), "examples/shop", "TestCalls"},
	{regexp.MustCompile(`^go generate \./examples/shop$`), "examples/shop", "TestGeneratedFileIsCurrent"},
}

// TestDocumentedCommands holds every command the README and docs/*.md
// show: the Install section's blocks are TestREADMEInstall's; the commands
// of mcpvet and go vet are run here, in a small module (those that name
// the examples, in the repository), each as a reader pastes it, with the
// test binary as the mcpvet on PATH, and must succeed; the others are
// mapped above to the test (or the .ci/run line) that runs them. A new
// command in the docs that is none of these fails the test.
func TestDocumentedCommands(t *testing.T) {
	testtier.Long(t)
	t.Parallel()
	skipShort(t)
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	cmds := docCommands(t, root)
	if len(cmds) < 30 {
		t.Fatalf("only %d documented commands found: the parser lost the sh blocks", len(cmds))
	}
	ci, err := os.ReadFile(filepath.Join(root, ".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}

	// mcpvet on PATH is this test binary, as mcpvet.
	bin := t.TempDir()
	wrapper := "#!/bin/sh\n" + runMainEnv + "=1 exec " + os.Args[0] + " \"$@\"\n"
	if err := os.WriteFile(filepath.Join(bin, "mcpvet"), []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}
	module := stubModule(t, map[string]string{"main.go": docsApp})

	ran := 0
	for _, c := range cmds {
		switch {
		case c.file == "README.md" && c.section == "Install":
			continue // TestREADMEInstall runs the section's blocks as they are
		case mapped(t, root, ci, c):
			continue
		}
		text, ok := runnable(c.text)
		if !ok {
			t.Errorf("%s: neither run here nor mapped to the test that runs it (add it to elsewhere, or make it a command this test can run)", c)
			continue
		}
		dir := module
		if strings.Contains(text, "./examples/") {
			dir = root
			// A plain mcpvet command on the examples is what
			// mcpvetInRoot runs for other tests too: the shell would
			// only split its words and find mcpvet on PATH.
			if plainCommand.MatchString(text) {
				if res := mcpvetInRoot(t, strings.Fields(text)[1:]...); res.exit != 0 {
					t.Errorf("%s: run as %q: exit %d\n%s%s", c, text, res.exit, res.stdout, res.stderr)
				}
				ran++
				continue
			}
		}
		cmd := exec.CommandContext(t.Context(), "bash", "-euo", "pipefail", "-c", text)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: run as %q: %v\n%s", c, text, err, out)
		}
		ran++
	}
	t.Logf("%d documented commands run here, %d in all", ran, len(cmds))
	if ran < 20 {
		t.Errorf("only %d documented commands run here", ran)
	}
}

// mapped reports whether c is one of elsewhere's, and fails t when the
// test or .ci/run line it names does not exist.
func mapped(t *testing.T, root string, ci []byte, c docCommand) bool {
	t.Helper()
	for _, e := range elsewhere {
		if !e.match.MatchString(c.text) {
			continue
		}
		if e.dir == "" {
			if !slices.Contains(strings.Split(string(ci), "\n"), e.runsIt) {
				t.Errorf("%s: .ci/run has no line %q", c, e.runsIt)
			}
			return true
		}
		tests, _ := filepath.Glob(filepath.Join(root, e.dir, "*_test.go"))
		found := false
		for _, f := range tests {
			src, _ := os.ReadFile(f)
			found = found || strings.Contains(string(src), "\nfunc "+e.runsIt+"(t *testing.T)")
		}
		if !found {
			t.Errorf("%s: no test %s in %s", c, e.runsIt, e.dir)
		}
		return true
	}
	return false
}

// plainCommand is a command of mcpvet that a shell runs as it is: words
// without quotes, expansions, redirections or other commands.
var plainCommand = regexp.MustCompile(`^mcpvet( +[-\w./=,]+)+$`)

// runnable is c as this test runs it: go run ./cmd/mcpvet is the mcpvet on
// PATH, and a usage line's optional parts ([-v], [packages]) are left out.
// Commands other than mcpvet's and go vet's are not run here.
func runnable(text string) (string, bool) {
	text = strings.Replace(text, "go run ./cmd/mcpvet ", "mcpvet ", 1)
	if !strings.HasPrefix(text, "mcpvet ") && !strings.HasPrefix(text, "go vet ") {
		return "", false
	}
	text = regexp.MustCompile(`\s*\[[^]]*\]`).ReplaceAllString(text, "")
	return text, true
}

// docsApp is a server with one tool and nothing to report.
const docsApp = `package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Text string ` + "`json:\"text\" jsonschema:\"the text to echo\"`" + `
}

type Out struct {
	Text string ` + "`json:\"text\"`" + `
}

func echo(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{Text: in.Text}, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "docs", Version: "v1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "echo", Description: "Echo the text back."}, echo)
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`
