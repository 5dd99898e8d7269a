// Package quiet has what the Claude and Gemini profiles report, and is
// held to other clients only: nothing is reported.
package quiet

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Limit *int     `json:"limit"`
	Tags  []string `json:"tags"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

const longDescription = "Lookup finds a record. Usage note 0 says how to call it well. Usage note 1 says how to call it well. Usage note 2 says how to call it well. Usage note 3 says how to call it well. Usage note 4 says how to call it well. Usage note 5 says how to call it well. Usage note 6 says how to call it well. Usage note 7 says how to call it well. Usage note 8 says how to call it well. Usage note 9 says how to call it well. Usage note 10 says how to call it well. Usage note 11 says how to call it well. Usage note 12 says how to call it well. Usage note 13 says how to call it well. Usage note 14 says how to call it well. Usage note 15 says how to call it well. Usage note 16 says how to call it well. Usage note 17 says how to call it well. Usage note 18 says how to call it well. Usage note 19 says how to call it well. Usage note 20 says how to call it well. Usage note 21 says how to call it well. Usage note 22 says how to call it well. Usage note 23 says how to call it well. Usage note 24 says how to call it well. Usage note 25 says how to call it well. Usage note 26 says how to call it well. Usage note 27 says how to call it well. Usage note 28 says how to call it well. Usage note 29 says how to call it well. Usage note 30 says how to call it well. Usage note 31 says how to call it well. Usage note 32 says how to call it well. Usage note 33 says how to call it well. Usage note 34 says how to call it well. Usage note 35 says how to call it well. Usage note 36 says how to call it well. Usage note 37 says how to call it well. Usage note 38 says how to call it well. Usage note 39 says how to call it well. Usage note 40 says how to call it well. Usage note 41 says how to call it well. Usage note 42 says how to call it well. Usage note 43 says how to call it well. Usage note 44 says how to call it well. Usage note 45 says how to call it well. Usage note 46 says how to call it well. Usage note 47 says how to call it well. Usage note 48 says how to call it well. Usage note 49 says how to call it well. Usage note 50 says how to call it well. Usage note 51 says how to call it well. Usage note 52 says how to call it well. Usage note 53 says how to call it well. Usage note 54 says how to call it well. Usage note 55 says how to call it well. Usage note 56 says how to call it well. Usage note 57 says how to call it well. Usage note 58 says how to call it well. Usage note 59 says how to call it well. Usage note 60 says how to call it well. Usage note 61 says how to call it well. Usage note 62 says how to call it well. Usage note 63 says how to call it well. Usage note 64 says how to call it well. Usage note 65 says how to call it well. Usage note 66 says how to call it well. Usage note 67 says how to call it well. Usage note 68 says how to call it well. Usage note 69 says how to call it well. Usage note 70 says how to call it well. Usage note 71 says how to call it well. Usage note 72 says how to call it well. Usage note 73 says how to call it well. Usage note 74 says how to call it well. Usage note 75 says how to call it well. Usage note 76 says how to call it well. Usage note 77 says how to call it well. Usage note 78 says how to call it well. Usage note 79 says how to call it well."

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search", Description: longDescription}, handle)
	s.AddTool(&mcp.Tool{Name: "lookup", InputSchema: json.RawMessage(`{"type":"object","anyOf":[{"required":["id"]}]}`)}, raw)
}
