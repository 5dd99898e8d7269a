// Command bad registers, with the unchanged official go-sdk, one tool per
// mistake that mcpvet must report. Run with a case name, it registers only
// that tool, so a test can watch the SDK panic (or not) for real.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Out struct {
	OK bool `json:"ok"`
}

// Panics at AddTool: a recursive type.
type Node struct {
	Name     string  `json:"name"`
	Children []*Node `json:"children"`
}

type TreeIn struct {
	Root Node `json:"root"`
}

// Panics at AddTool: an integer map key.
type ScoresIn struct {
	Scores map[int]string `json:"scores"`
}

// Panics at AddTool: a channel.
type ChanIn struct {
	Done chan bool `json:"done"`
}

// Panics at AddTool: a func.
type FuncIn struct {
	Hook func() `json:"hook"`
}

// Panics at AddTool: a jsonschema tag in key=value form.
type TagIn struct {
	Qty int `json:"qty" jsonschema:"minimum=1"`
}

// Lies: the SDK's schema disagrees with what encoding/json writes.
type LiesOut struct {
	Data  []byte          `json:"data"` // wire: base64 string
	ID    uuid.UUID       `json:"id"`   // wire: a UUID string
	Raw   json.RawMessage `json:"raw"`  // wire: any JSON
	Count int             `json:"count,string"`
	Meta  `json:"meta"`   // wire: nested object
}

type Meta struct {
	Author string `json:"author"`
}

type In struct {
	Q string `json:"q"`
}

func handler[I, O any](ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
	var out O
	return nil, out, nil
}

var cases = map[string]func(s *mcp.Server){
	"recursive": func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "tree"}, handler[TreeIn, Out]) },
	"intkey":    func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "scores"}, handler[ScoresIn, Out]) },
	"chan":      func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "chan"}, handler[ChanIn, Out]) },
	"func":      func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "func"}, handler[FuncIn, Out]) },
	"tag":       func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "tag"}, handler[TagIn, Out]) },
	"nonobject": func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "echo"}, handler[string, Out]) },
	"badname":   func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "get docket"}, handler[In, Out]) },
	"duplicate": func(s *mcp.Server) {
		mcp.AddTool(s, &mcp.Tool{Name: "search"}, handler[In, Out])
		mcp.AddTool(s, &mcp.Tool{Name: "search"}, handler[In, Out])
	},
	"lies": func(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "lies"}, handler[In, LiesOut]) },
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "bad", Version: "v0.0.1"}, nil)
	register, ok := cases[os.Args[len(os.Args)-1]]
	if !ok {
		fmt.Fprintln(os.Stderr, "usage: bad CASE")
		os.Exit(64)
	}
	register(s)
	fmt.Fprintln(os.Stderr, "registered")
}
