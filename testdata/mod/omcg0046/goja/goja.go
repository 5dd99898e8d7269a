// Package goja evaluates JavaScript in the process with goja: a tool
// that pastes its argument into a script's text is reported; one that
// passes it as a value, quotes it (strconv.Quote, %q, the JSON text of
// the string), or whose argument is the whole script
// (its job) is not.
package goja

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/dop251/goja"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type GreetIn struct {
	Name string `json:"name"`
}

type ScriptIn struct {
	Script string `json:"script"`
}

type Out struct {
	Text string `json:"text"`
}

// vm is the server's interpreter, with what the script may reach.
func vm() *goja.Runtime {
	r := goja.New()
	r.Set("secret", "s3cr3t")
	r.Set("greet", func(name string) string { return "hello " + name })
	return r
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "greet_pasted", Description: "Greet someone."}, func(ctx context.Context, req *mcp.CallToolRequest, in GreetIn) (*mcp.CallToolResult, Out, error) {
		v, err := vm().RunString(fmt.Sprintf("greet('%s')", in.Name)) // want `OMCG0046: tool "greet_pasted": argument "name" is pasted into the text of a script that is evaluated`
		if err != nil {
			return nil, Out{}, err
		}
		return nil, Out{Text: v.String()}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "greet_concat", Description: "Greet someone."}, func(ctx context.Context, req *mcp.CallToolRequest, in GreetIn) (*mcp.CallToolResult, Out, error) {
		v, err := vm().RunScript("greet.js", "greet(\""+in.Name+"\")") // want `OMCG0046: tool "greet_concat": argument "name" is pasted into the text of a script`
		if err != nil {
			return nil, Out{}, err
		}
		return nil, Out{Text: v.String()}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "greet_quoted", Description: "Greet someone."}, func(ctx context.Context, req *mcp.CallToolRequest, in GreetIn) (*mcp.CallToolResult, Out, error) {
		v, err := vm().RunString("greet(" + strconv.Quote(in.Name) + ")")
		if err != nil {
			return nil, Out{}, err
		}
		return nil, Out{Text: v.String()}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "greet_verb", Description: "Greet someone."}, func(ctx context.Context, req *mcp.CallToolRequest, in GreetIn) (*mcp.CallToolResult, Out, error) {
		v, err := vm().RunString(fmt.Sprintf("greet(%q)", in.Name))
		if err != nil {
			return nil, Out{}, err
		}
		return nil, Out{Text: v.String()}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "greet_json", Description: "Greet someone."}, func(ctx context.Context, req *mcp.CallToolRequest, in GreetIn) (*mcp.CallToolResult, Out, error) {
		name, err := json.Marshal(in.Name) // a string's JSON text is a quoted literal
		if err != nil {
			return nil, Out{}, err
		}
		v, err := vm().RunString("greet(" + string(name) + ")")
		if err != nil {
			return nil, Out{}, err
		}
		return nil, Out{Text: v.String()}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "greet_value", Description: "Greet someone."}, func(ctx context.Context, req *mcp.CallToolRequest, in GreetIn) (*mcp.CallToolResult, Out, error) {
		r := vm()
		r.Set("name", in.Name)
		v, err := r.RunString("greet(name)")
		if err != nil {
			return nil, Out{}, err
		}
		return nil, Out{Text: v.String()}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "evaluate", Description: "Evaluate a script."}, func(ctx context.Context, req *mcp.CallToolRequest, in ScriptIn) (*mcp.CallToolResult, Out, error) {
		v, err := vm().RunString(in.Script)
		if err != nil {
			return nil, Out{}, err
		}
		return nil, Out{Text: v.String()}, nil
	})
}
