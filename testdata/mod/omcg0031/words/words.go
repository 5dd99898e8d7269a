// Package words registers go-sdk tools that run kubectl with the words of
// a command line the model writes, as servers of clusters and clouds do:
// split by strings.Fields or shlex.Split, and passed to the program
// without a shell. No shell runs, yet every word can be one of kubectl's
// options: --server= sends the configured credentials to another host,
// --kubeconfig= reads another file, --token= changes who calls.
package words

import (
	"context"
	"errors"
	"os/exec"
	"strings"

	"github.com/google/shlex"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Command string `json:"command"`
}

type Out struct {
	Text string `json:"text"`
}

func kubectl(ctx context.Context, args ...string) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "kubectl", args...).CombinedOutput() // want `OMCG0031: tool "kubectl_get": argument "command" is split into words .*: kubectl_get: argument command → get → kubectl → exec.CommandContext\("kubectl", …\)`
	return nil, Out{Text: string(out)}, err
}

func kubectlOut(ctx context.Context, cmd *exec.Cmd) (*mcp.CallToolResult, Out, error) {
	out, err := cmd.CombinedOutput()
	return nil, Out{Text: string(out)}, err
}

// Flagged: the words spread into the call, into a helper's variadic
// parameter after a fixed verb, split by shlex.

func run(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := exec.CommandContext(ctx, "kubectl", strings.Fields(in.Command)...).CombinedOutput() // want `OMCG0031: tool "kubectl_run": argument "command" is split into words that a program reads as its arguments, where any word can be an option: kubectl_run: argument command → run → exec.CommandContext\("kubectl", …\); refuse a word that starts with "-" unless it is an option the tool allows`
	return nil, Out{Text: string(out)}, err
}

func get(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return kubectl(ctx, append([]string{"get"}, strings.Fields(in.Command)...)...)
}

func quoted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	args, err := shlex.Split(in.Command)
	if err != nil {
		return nil, Out{}, err
	}
	return kubectlOut(ctx, exec.CommandContext(ctx, "kubectl", args...)) // want `OMCG0031: tool "kubectl_quoted": argument "command" is split into words`
}

// Flagged past a guard that does not hold the words: an allow-list of the
// first word (the verb), and a deny-list of option spellings, which lets
// every other spelling through (--server=…, -s).

var verbs = map[string]bool{"get": true, "describe": true, "logs": true}

func allowedVerb(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.Command)
	if len(words) == 0 || !verbs[words[0]] {
		return nil, Out{}, errors.New("verb not allowed")
	}
	return kubectlOut(ctx, exec.CommandContext(ctx, "kubectl", words...)) // want `OMCG0031: tool "kubectl_verb": argument "command" is split into words that a program reads as its arguments, where any word can be an option \("get --output=/tmp/x" passes verbs\[words\[0\]\]\)`
}

func denied(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.Command)
	for _, w := range words {
		if w == "--kubeconfig" || w == "--token" {
			return nil, Out{}, errors.New("option not allowed")
		}
	}
	return kubectlOut(ctx, exec.CommandContext(ctx, "kubectl", words...)) // want `OMCG0031: tool "kubectl_denied": argument "command" is split into words`
}

// Not flagged: every word refused when it is an option, or when it is
// an option the tool does not allow; the words after "--"; a program
// that is itself the model's (a tool whose job is any command).

func noOptions(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.Command)
	for _, w := range words {
		if strings.HasPrefix(w, "-") {
			return nil, Out{}, errors.New("options are not allowed")
		}
	}
	return kubectl(ctx, append([]string{"get"}, words...)...)
}

var options = map[string]bool{"-A": true, "--all-namespaces": true, "-owide": true}

func allowedOptions(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	words, err := shlex.Split(in.Command)
	if err != nil {
		return nil, Out{}, err
	}
	for _, w := range words {
		if strings.HasPrefix(w, "-") && !options[w] {
			return nil, Out{}, errors.New("option not allowed: " + w)
		}
	}
	return kubectl(ctx, words...)
}

func ended(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return kubectl(ctx, append([]string{"get", "--"}, strings.Fields(in.Command)...)...)
}

func anyProgram(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.Command)
	if len(words) == 0 {
		return nil, Out{}, errors.New("empty command")
	}
	out, err := exec.CommandContext(ctx, words[0], words[1:]...).CombinedOutput()
	return nil, Out{Text: string(out)}, err
}

// Flagged: a tool that runs the program its command line names, after
// an allow-list of programs: the list says which programs it means to
// run, and every other word can be one of their options (git -c
// alias.x=!cmd, find -delete, bash -c).

var programs = map[string]bool{"kubectl": true, "ls": true}

func allowedProgram(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	words := strings.Fields(in.Command)
	if len(words) == 0 || !programs[words[0]] {
		return nil, Out{}, errors.New("program not allowed")
	}
	out, err := exec.CommandContext(ctx, words[0], words[1:]...).CombinedOutput() // want `OMCG0031: tool "run_allowed": argument "command" is split into words that a program reads as its arguments, where any word can be an option \("kubectl --output=/tmp/x" passes programs\[words\[0\]\]\)`
	return nil, Out{Text: string(out)}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_run"}, run)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_get"}, get)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_quoted"}, quoted)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_verb"}, allowedVerb)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_denied"}, denied)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_no_options"}, noOptions)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_allowed_options"}, allowedOptions)
	mcp.AddTool(s, &mcp.Tool{Name: "kubectl_ended"}, ended)
	mcp.AddTool(s, &mcp.Tool{Name: "run_any"}, anyProgram)
	mcp.AddTool(s, &mcp.Tool{Name: "run_allowed"}, allowedProgram)
}
