// Package forms declares a //mcp:tool of every parameter and result form
// of docs/tools.md. Its mcpvet_gen.go is the generator's golden output; the
// package's test calls every tool through a real client.
package forms

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	detail "fixtures/gen/forms/internal/runtime"
)

// Msg is a message.
type Msg struct {
	// Text is what the message says, `verbatim`.
	Text string `json:"text"`
}

// Reply answers a message.
type Reply struct {
	Text string `json:"text"`
	// At is when it was written.
	At time.Time `json:"at,omitzero"`
}

// Loud is shouted text.
type Loud string

// Level is how much detail to give.
type Level int

const (
	Terse Level = iota + 1
	Verbose
)

// Ping does nothing.
//
//mcp:tool
func Ping() {}

// Fail fails with a message for the client.
//
//mcp:tool
func Fail(ctx context.Context, in Msg) error {
	return &runtime.ToolError{Message: "failed: " + in.Text}
}

// Echo repeats a text.
//
//mcp:tool readonly
//mcp:param text "what to repeat"
func Echo(text string) string { return text }

// Shout repeats a message in capitals.
//
//mcp:tool
func Shout(ctx context.Context, in Msg) (Loud, error) { return Loud(strings.ToUpper(in.Text)), nil }

// Blocks returns two text blocks.
//
//mcp:tool
func Blocks(ctx context.Context, req *mcp.CallToolRequest, in Msg) ([]mcp.Content, error) {
	return []mcp.Content{&mcp.TextContent{Text: in.Text}, &mcp.TextContent{Text: req.Params.Name}}, nil
}

// Block returns one text block.
//
//mcp:tool
func Block(in Msg) mcp.Content { return &mcp.TextContent{Text: in.Text} }

// Raw builds its result itself.
//
//mcp:tool
func Raw(ctx context.Context, in Msg) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "raw " + in.Text}}}, nil
}

// Typed has the go-sdk's typed handler signature.
//
//mcp:tool
func Typed(ctx context.Context, req *mcp.CallToolRequest, in Msg) (*mcp.CallToolResult, Reply, error) {
	return nil, Reply{Text: "typed " + in.Text}, nil
}

// TypedPtr returns a nil Out: the go-sdk sends its zero value.
//
//mcp:tool
func TypedPtr(ctx context.Context, req *mcp.CallToolRequest, in Msg) (*mcp.CallToolResult, *Reply, error) {
	return nil, nil, nil
}

// TypedCount has a typed handler signature whose Out is not an object.
//
//mcp:tool
func TypedCount(ctx context.Context, req *mcp.CallToolRequest, in Msg) (*mcp.CallToolResult, int, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "own content"}}}, len(in.Text), nil
}

// Sum adds numbers.
//
//mcp:tool readonly idempotent
//mcp:param nums "the numbers to add"
func Sum(nums ...int) int {
	total := 0
	for _, n := range nums {
		total += n
	}
	return total
}

// Epoch returns the Unix epoch.
//
//mcp:tool
func Epoch() time.Time { return time.Unix(0, 0).UTC() }

// Document returns a JSON document as it is.
//
//mcp:tool
func Document() (json.RawMessage, error) { return json.RawMessage(`{"a":[1,2]}`), nil }

// Pick picks a level.
//
//mcp:tool
//mcp:param verbose "whether to be verbose"
func Pick(verbose bool) (Level, error) {
	if verbose {
		return Verbose, nil
	}
	return Terse, nil
}

// Answer answers a message given by pointer.
//
//mcp:tool description="Answers a message." title=Answer
func Answer(ctx context.Context, in *Msg) (Reply, error) {
	return Reply{Text: "re: " + in.Text}, nil
}

// Counts counts words.
//
//mcp:tool
//mcp:param words "the words"
func Counts(words []string) map[string]int {
	m := map[string]int{}
	for _, w := range words {
		m[w]++
	}
	return m
}

// Find finds nothing.
//
//mcp:tool
func Find(in Msg) (*Reply, error) { return nil, nil }

// Describe takes a parameter whose package is also named runtime.
//
//mcp:tool name=describe.level ui=ui://forms/level ui.visibility=model,app
//mcp:param level "the level of detail"
func Describe(level detail.Level) string { return "level " + string(level) }

// LevelView is the App that describe.level names.
//
//mcp:resource ui://forms/level
func LevelView() string { return "<html><body>level</body></html>" }

// Order takes its context last: the arguments go where they belong.
//
//mcp:tool
func Order(req *mcp.CallToolRequest, in Msg, ctx context.Context) (string, error) {
	return fmt.Sprintf("%s %v %v", in.Text, req != nil, ctx != nil), nil
}

// Counter counts from a start.
type Counter struct{ Start int }

// Next returns the number n steps after the start.
//
//mcp:tool openworld=false
//mcp:param n "how many steps"
func (c Counter) Next(n int) int { return c.Start + n }

// Clock tells the time.
type Clock struct{ now time.Time }

// Now returns the clock's time.
//
//mcp:tool readonly
func (c *Clock) Now(ctx context.Context) (Reply, error) { return Reply{Text: "now", At: c.now}, nil }

// Set sets the clock.
//
//mcp:tool destructive
//mcp:param at "the new time"
//mcp:param zone "the time zone"
func (c Clock) Set(at time.Time, zone string) error { return nil }
