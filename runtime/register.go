package runtime

import (
	"context"
	"encoding/json"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/schema"
)

// facts is every table registered by generated files.
var facts struct {
	sync.RWMutex
	table *schema.FactTable
}

func registerFacts(table string) {
	var t schema.FactTable
	if err := json.Unmarshal([]byte(table), &t); err != nil {
		panic("runtime.RegisterFacts: the generated fact table is not valid JSON (regenerate with mcpvet gen): " + err.Error())
	}
	facts.Lock()
	defer facts.Unlock()
	if facts.table == nil {
		facts.table = schema.NewFactTable()
	}
	facts.table.Merge(&t)
}

// TODO(runtime issue): argument validation, the error policy and the
// result forms. This first version registers the schemas and returns the
// result as JSON text.
func register(s *mcp.Server, t GeneratedTool) {
	tool := *t.Tool
	tool.InputSchema = t.Input
	if t.Output != nil {
		tool.OutputSchema = t.Output
	}
	s.AddTool(&tool, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := t.Call(ctx, req, req.Params.Arguments)
		if err != nil {
			return nil, err
		}
		b, err := json.Marshal(out)
		if err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
	})
}
