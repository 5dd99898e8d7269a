// Package omcg0025 has tool descriptions longer than Claude Code shows,
// and some it shows whole.
package omcg0025

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Out struct {
	N int `json:"n"`
}

// Search finds documents. Step 0 of the usage notes explains one more way to call this tool. Step 1 of the usage notes explains one more way to call this tool. Step 2 of the usage notes explains one more way to call this tool. Step 3 of the usage notes explains one more way to call this tool. Step 4 of the usage notes explains one more way to call this tool. Step 5 of the usage notes explains one more way to call this tool. Step 6 of the usage notes explains one more way to call this tool. Step 7 of the usage notes explains one more way to call this tool. Step 8 of the usage notes explains one more way to call this tool. Step 9 of the usage notes explains one more way to call this tool. Step 10 of the usage notes explains one more way to call this tool. Step 11 of the usage notes explains one more way to call this tool. Step 12 of the usage notes explains one more way to call this tool. Step 13 of the usage notes explains one more way to call this tool. Step 14 of the usage notes explains one more way to call this tool. Step 15 of the usage notes explains one more way to call this tool. Step 16 of the usage notes explains one more way to call this tool. Step 17 of the usage notes explains one more way to call this tool. Step 18 of the usage notes explains one more way to call this tool. Step 19 of the usage notes explains one more way to call this tool. Step 20 of the usage notes explains one more way to call this tool. Step 21 of the usage notes explains one more way to call this tool. Step 22 of the usage notes explains one more way to call this tool. Step 23 of the usage notes explains one more way to call this tool. Step 24 of the usage notes explains one more way to call this tool. Step 25 of the usage notes explains one more way to call this tool. Step 26 of the usage notes explains one more way to call this tool. Step 27 of the usage notes explains one more way to call this tool. Step 28 of the usage notes explains one more way to call this tool. Step 29 of the usage notes explains one more way to call this tool. Step 30 of the usage notes explains one more way to call this tool. Step 31 of the usage notes explains one more way to call this tool. Step 32 of the usage notes explains one more way to call this tool. Step 33 of the usage notes explains one more way to call this tool. Step 34 of the usage notes explains one more way to call this tool. Step 35 of the usage notes explains one more way to call this tool. Step 36 of the usage notes explains one more way to call this tool. Step 37 of the usage notes explains one more way to call this tool. Step 38 of the usage notes explains one more way to call this tool. Step 39 of the usage notes explains one more way to call this tool.
//
//mcp:tool
func Search(ctx context.Context, in In) (Out, error) { // want `OMCG0025: search: the tool description is 2733 characters: Claude Code cuts it at 2048, and the model never reads the rest \(it stops after .*\); shorten it, or put what matters first$`
	return Out{}, nil
}

// Short is short.
//
//mcp:tool
func Short(ctx context.Context, in In) (Out, error) {
	return Out{}, nil
}

const longDescription = "Step 0 of the usage notes explains one more way to call this tool. Step 1 of the usage notes explains one more way to call this tool. Step 2 of the usage notes explains one more way to call this tool. Step 3 of the usage notes explains one more way to call this tool. Step 4 of the usage notes explains one more way to call this tool. Step 5 of the usage notes explains one more way to call this tool. Step 6 of the usage notes explains one more way to call this tool. Step 7 of the usage notes explains one more way to call this tool. Step 8 of the usage notes explains one more way to call this tool. Step 9 of the usage notes explains one more way to call this tool. Step 10 of the usage notes explains one more way to call this tool. Step 11 of the usage notes explains one more way to call this tool. Step 12 of the usage notes explains one more way to call this tool. Step 13 of the usage notes explains one more way to call this tool. Step 14 of the usage notes explains one more way to call this tool. Step 15 of the usage notes explains one more way to call this tool. Step 16 of the usage notes explains one more way to call this tool. Step 17 of the usage notes explains one more way to call this tool. Step 18 of the usage notes explains one more way to call this tool. Step 19 of the usage notes explains one more way to call this tool. Step 20 of the usage notes explains one more way to call this tool. Step 21 of the usage notes explains one more way to call this tool. Step 22 of the usage notes explains one more way to call this tool. Step 23 of the usage notes explains one more way to call this tool. Step 24 of the usage notes explains one more way to call this tool. Step 25 of the usage notes explains one more way to call this tool. Step 26 of the usage notes explains one more way to call this tool. Step 27 of the usage notes explains one more way to call this tool. Step 28 of the usage notes explains one more way to call this tool. Step 29 of the usage notes explains one more way to call this tool. Step 30 of the usage notes explains one more way to call this tool. Step 31 of the usage notes explains one more way to call this tool. Step 32 of the usage notes explains one more way to call this tool. Step 33 of the usage notes explains one more way to call this tool. Step 34 of the usage notes explains one more way to call this tool. Step 35 of the usage notes explains one more way to call this tool. Step 36 of the usage notes explains one more way to call this tool. Step 37 of the usage notes explains one more way to call this tool. Step 38 of the usage notes explains one more way to call this tool. Step 39 of the usage notes explains one more way to call this tool."

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", Description: longDescription + " And more."}, handle) // want `OMCG0025: lookup: the tool description is 2719 characters: Claude Code cuts it at 2048, and the model never reads the rest \(it stops after "…this tool. Step 30 of the usa"\); shorten it, or put what matters first$`

	// Not flagged: exactly 2048 characters.
	mcp.AddTool(s, &mcp.Tool{Name: "exact", Description: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}, handle)
}
