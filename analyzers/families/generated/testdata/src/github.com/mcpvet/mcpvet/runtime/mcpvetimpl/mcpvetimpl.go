// Package mcpvetimpl is a stub of mcpvet's runtime/mcpvetimpl, what the
// mcpvet_gen.go files call: the declarations a generated file of tools
// uses, with the real names and signatures, so that one type-checks here.
// OMCG0005 compares the file's text and reads no body.
package mcpvetimpl

import (
	"context"
	"encoding/json"

	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ResultForm = bridge.ResultForm

const (
	ResultNone       = bridge.ResultNone
	ResultText       = bridge.ResultText
	ResultContent    = bridge.ResultContent
	ResultCallResult = bridge.ResultCallResult
	ResultJSONText   = bridge.ResultJSONText
	ResultEnumText   = bridge.ResultEnumText
	ResultStructured = bridge.ResultStructured
)

type GeneratedTool struct {
	Tool          *mcp.Tool
	Input, Output json.RawMessage
	Result        ResultForm
	Call          func(ctx context.Context, req *mcp.CallToolRequest, args json.RawMessage) (any, error)
}

func Register(s *mcp.Server, tools ...GeneratedTool) {}

func RegisterFacts(table string) {}

func Bool(v bool) *bool { return &v }

func DecodeArguments(args json.RawMessage, v any) error { return json.Unmarshal(args, v) }
