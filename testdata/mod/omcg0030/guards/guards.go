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
