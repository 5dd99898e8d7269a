// Package guards registers go-sdk tools that check an argument before
// they paste it into a shell command line: a pattern that lets a shell
// metacharacter through, or an emptiness check, guards nothing; the
// message names a value that passes the check.
package guards

import (
	"context"
	"errors"
	"os/exec"
	"regexp"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Pattern string `json:"pattern"`
}

type Out struct {
	Text string `json:"text"`
}

var (
	leading = regexp.MustCompile(`^[\w.-]+`)  // anchored at the start only
	deny    = regexp.MustCompile(`[;&|]`)     // a deny pattern that misses $( )
	whole   = regexp.MustCompile(`^[\w.-]+$`) // anchored, no metacharacter
)

func grep(ctx context.Context, pattern string) (string, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", "grep -rn "+pattern+" .").Output() // want `OMCG0030: tool "grep_denied": argument "pattern" .* \("\$\(id\)" passes deny.MatchString\(in.Pattern\)\): grep_denied: argument pattern → denied → grep → exec.CommandContext\("sh", "-c", …\);` `OMCG0030: tool "grep_required": argument "pattern" is pasted into a shell command line, where ; \| \$\( \) run commands of the model's choosing: grep_required: argument pattern → required → grep → exec.CommandContext\("sh", "-c", …\);`
	return string(out), err
}

// ---- Flagged. ----

func leadingOnly(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !leading.MatchString(in.Pattern) {
		return nil, Out{}, errors.New("bad pattern")
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", "grep -rn "+in.Pattern+" .").Output() // want `OMCG0030: tool "grep_leading": argument "pattern" is pasted into a shell command line, where ; \| \$\( \) run commands of the model's choosing \("x; id" passes leading.MatchString\(in.Pattern\)\): grep_leading: argument pattern → leadingOnly → exec.CommandContext\("sh", "-c", …\); run the program without a shell and pass the argument on its own`
	return nil, Out{Text: string(out)}, err
}

func denied(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if deny.MatchString(in.Pattern) {
		return nil, Out{}, errors.New("bad pattern")
	}
	out, err := grep(ctx, in.Pattern)
	return nil, Out{Text: out}, err
}

func required(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if in.Pattern == "" {
		return nil, Out{}, errors.New("pattern is required")
	}
	out, err := grep(ctx, in.Pattern)
	return nil, Out{Text: out}, err
}

// ---- Not flagged: the same command line behind patterns that hold. ----

func anchored(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if !whole.MatchString(in.Pattern) {
		return nil, Out{}, errors.New("bad pattern")
	}
	out, err := grep(ctx, in.Pattern)
	return nil, Out{Text: out}, err
}

func matched(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if ok, _ := regexp.MatchString(`^[a-z]+$`, in.Pattern); !ok {
		return nil, Out{}, errors.New("bad pattern")
	}
	out, err := grep(ctx, in.Pattern)
	return nil, Out{Text: out}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "grep_leading"}, leadingOnly)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_denied"}, denied)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_required"}, required)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_anchored"}, anchored)
	mcp.AddTool(s, &mcp.Tool{Name: "grep_matched"}, matched)
}

// ---- A whole command line behind a check of its first word. ----

type Cmd struct {
	Command string `json:"command"`
}

var allowed = map[string]bool{"echo": true, "ls": true, "git": true}

var programs = []string{"echo", "ls"}

func firstWord(ctx context.Context, req *mcp.CallToolRequest, in Cmd) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.Command)
	if len(words) == 0 || !allowed[words[0]] {
		return nil, Out{}, errors.New("program not allowed")
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", in.Command).Output() // want `OMCG0030: tool "run_allowed": argument "command" is run by a shell after a check that the shell does not hold it to \("echo; id" passes allowed\[words\[0\]\]\): run_allowed: argument command → firstWord → exec.CommandContext\("sh", "-c", …\); run the allowed program without a shell, with the other words as its arguments, or compare the whole command line`
	return nil, Out{Text: string(out)}, err
}

func firstWordListed(ctx context.Context, req *mcp.CallToolRequest, in Cmd) (*mcp.CallToolResult, Out, error) {
	program, _, _ := strings.Cut(in.Command, " ")
	if !slices.Contains(programs, program) {
		return nil, Out{}, errors.New("program not allowed")
	}
	out, err := exec.CommandContext(ctx, "bash", "-c", in.Command).Output() // want `OMCG0030: tool "run_listed": argument "command" is run by a shell .* \("WORD; id" passes slices.Contains\(programs, program\)\): run_listed:`
	return nil, Out{Text: string(out)}, err
}

// allowedProgram compares the first word with each allowed program, in
// a loop of its own: the same allow-list of the first word.
func allowedProgram(command string) bool {
	words := strings.Fields(command)
	if len(words) == 0 {
		return false
	}
	for _, p := range programs {
		if words[0] == strings.TrimSpace(p) {
			return true
		}
	}
	return false
}

func firstWordLooped(ctx context.Context, req *mcp.CallToolRequest, in Cmd) (*mcp.CallToolResult, Out, error) {
	if !allowedProgram(in.Command) {
		return nil, Out{}, errors.New("program not allowed")
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", in.Command).Output() // want `OMCG0030: tool "run_looped": argument "command" is run by a shell after a check that the shell does not hold it to \("WORD; id" passes words\[0\] == strings.TrimSpace\(p\) \(in allowedProgram\)\): run_looped:`
	return nil, Out{Text: string(out)}, err
}

// firstWordFlagged sets a flag where the first word equals an allowed
// program: the same allow-list of the first word.
func firstWordFlagged(ctx context.Context, req *mcp.CallToolRequest, in Cmd) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.Command)
	found := false
	for _, p := range programs {
		if len(words) > 0 && words[0] == p {
			found = true
			break
		}
	}
	if !found {
		return nil, Out{}, errors.New("program not allowed")
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", in.Command).Output() // want `OMCG0030: tool "run_flagged": argument "command" is run by a shell after a check that the shell does not hold it to \("WORD; id" passes words\[0\] == p\): run_flagged:`
	return nil, Out{Text: string(out)}, err
}

// Not flagged: the allowed program run without a shell; the whole
// command line compared; a command line with no check (a tool whose job
// is to run commands).
func noShell(ctx context.Context, req *mcp.CallToolRequest, in Cmd) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.Command)
	if len(words) == 0 || !allowed[words[0]] {
		return nil, Out{}, errors.New("program not allowed")
	}
	out, err := exec.CommandContext(ctx, words[0], words[1:]...).Output()
	return nil, Out{Text: string(out)}, err
}

var commands = map[string]bool{"ls -l": true, "git status": true}

func wholeLine(ctx context.Context, req *mcp.CallToolRequest, in Cmd) (*mcp.CallToolResult, Out, error) {
	if !commands[in.Command] {
		return nil, Out{}, errors.New("command not allowed")
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", in.Command).Output()
	return nil, Out{Text: string(out)}, err
}

func anyCommand(ctx context.Context, req *mcp.CallToolRequest, in Cmd) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", in.Command).Output()
	return nil, Out{Text: string(out)}, err
}

func RegisterCommands(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "run_allowed"}, firstWord)
	mcp.AddTool(s, &mcp.Tool{Name: "run_listed"}, firstWordListed)
	mcp.AddTool(s, &mcp.Tool{Name: "run_looped"}, firstWordLooped)
	mcp.AddTool(s, &mcp.Tool{Name: "run_flagged"}, firstWordFlagged)
	mcp.AddTool(s, &mcp.Tool{Name: "run_no_shell"}, noShell)
	mcp.AddTool(s, &mcp.Tool{Name: "run_whole_line"}, wholeLine)
	mcp.AddTool(s, &mcp.Tool{Name: "run_any"}, anyCommand)
}
