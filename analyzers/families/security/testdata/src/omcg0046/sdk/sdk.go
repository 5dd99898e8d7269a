// Package sdk registers go-sdk tools whose handlers paste an argument
// into the text of a script an interpreter evaluates
// (testdata/mod/omcg0046/goja).
package sdk

import (
	"context"
	"fmt"
	"strconv"

	"github.com/dop251/goja"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name   string `json:"name,omitempty"`
	Script string `json:"script,omitempty"`
	Count  int    `json:"count,omitempty"`
}

type Out struct {
	Text string `json:"text"`
}

func greet(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := goja.New().RunString("greet('" + in.Name + "')") // want `OMCG0046: tool "greet": argument "name" is pasted into the text of a script that is evaluated, where a quote ends the string and the rest runs as code: greet: argument name → \(\*goja.Runtime\).RunString; pass it as a value`
	return nil, Out{}, err
}

func greetLater(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := run(fmt.Sprintf("setTimeout(() => greet(\"%s\"), %d)", in.Name, in.Count))
	return nil, Out{}, err
}

func run(src string) (goja.Value, error) {
	return goja.New().RunScript("later.js", src) // want `OMCG0046: tool "greet_later": argument "name" .*: greet_later: argument name → greetLater → run → \(\*goja.Runtime\).RunScript;`
}

// ---- Not flagged. ----

func greetQuoted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if _, err := goja.New().RunString("greet(" + strconv.Quote(in.Name) + ")"); err != nil {
		return nil, Out{}, err
	}
	_, err := goja.New().RunString(fmt.Sprintf("greet(%q, %d)", in.Name, in.Count))
	return nil, Out{}, err
}

func greetValue(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	r := goja.New()
	r.Set("name", in.Name)
	_, err := r.RunString("greet(name)")
	return nil, Out{}, err
}

func evaluate(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := goja.New().RunString(in.Script) // the whole script: the tool's job
	return nil, Out{}, err
}

// A quoted literal inside the script's own quotes: its quotes close them.
func greetQuotedTwice(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	_, err := goja.New().RunString(fmt.Sprintf("greet('%q')", in.Name)) // want `OMCG0046: tool "greet_quoted_twice": argument "name"`
	return nil, Out{}, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, greet)
	mcp.AddTool(s, &mcp.Tool{Name: "greet_later"}, greetLater)
	mcp.AddTool(s, &mcp.Tool{Name: "greet_quoted"}, greetQuoted)
	mcp.AddTool(s, &mcp.Tool{Name: "greet_value"}, greetValue)
	mcp.AddTool(s, &mcp.Tool{Name: "evaluate"}, evaluate)
	mcp.AddTool(s, &mcp.Tool{Name: "greet_quoted_twice"}, greetQuotedTwice)
}
