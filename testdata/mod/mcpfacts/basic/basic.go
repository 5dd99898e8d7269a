package basic

import (
	"context"

	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/mcpfacts/model"
)

type In struct {
	City string `json:"city"`
}

type Out struct {
	Temp float64 `json:"temp"`
}

func weather(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func paint(ctx context.Context, req *mcp.CallToolRequest, in model.Paint) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func forecast(ctx context.Context, in In) (Out, error) { return Out{}, nil }

const toolName = "weather_const"

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "weather"}, weather) // want `tool "weather" mcp.AddTool In=basic.In input={"type":"object","properties":{"city":{"type":"string"}},"required":\["city"\],"additionalProperties":false} output={"type":"object","properties":{"temp":{"type":"number"}},"required":\["temp"\],"additionalProperties":false}`
	mcp.AddTool(s, &mcp.Tool{Name: toolName}, weather)  // want `tool "weather_const" mcp.AddTool`
	runtime.AddTool(s, &mcp.Tool{Name: "paint"}, paint) // want `tool "paint" runtime.AddTool In=model.Paint input={"type":"object","properties":{"color":{"type":"string","description":"Color to use.","enum":\["red","blue"\]}},"required":\["color"\],"additionalProperties":false} output=<nil>`

	runtime.Tool(s, &mcp.Tool{Name: "forecast"}, forecast) // want `tool "forecast" runtime.Tool In=basic.In input={"type":"object","properties":{"city":{"type":"string"}},"required":\["city"\],"additionalProperties":false} output={"type":"object","properties":{"temp":{"type":"number"}},"required":\["temp"\],"additionalProperties":false}`

	t := &mcp.Tool{Name: "raw", Description: "raw handler"}
	s.AddTool(t, nil) // want `tool "raw" \(\*mcp.Server\).AddTool`

	var dynamic string
	s.AddTool(&mcp.Tool{Name: dynamic}, nil) // want `tool \? \(\*mcp.Server\).AddTool`

	_ = mark.NewTool("mark_tool") // want `tool "mark_tool" mark3labs mcp.NewTool`
}

// GetDocket returns the docket.
//
//mcp:tool readonly
func GetDocket(ctx context.Context, in In) (Out, error) { return Out{}, nil } // want `tool "get_docket" //mcp:tool In=basic.In`

// Add adds.
//
//mcp:tool name=add
//mcp:param a "the first"
func Add(a, b int) int { return a + b } // want `tool "add" //mcp:tool In=<nil> input={"type":"object","properties":{"a":{"type":"integer","description":"the first"},"b":{"type":"integer"}},"required":\["a","b"\],"additionalProperties":false}`
