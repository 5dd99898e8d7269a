// Package ways registers a go-sdk tool whose name reaches two sinks of
// another package through one call: one finding at the call, the other
// way a related line, not one finding per sink the library has.
package ways

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/ways/store"
)

type In struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

type Out struct {
	OK bool `json:"ok"`
}

// Data is the folder of the notes.
var Data = "/srv/notes"

func save(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := store.Save(Data, in.Name, in.Text); err != nil { // want `OMCG0029: tool "save": argument "name" can leave the base folder its path is joined to \(with "\.\."\): save: argument name → store.Save → os.MkdirAll`
		return nil, Out{}, err
	}
	return nil, Out{OK: true}, nil
}

// Register adds the tool.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "save"}, save)
}
