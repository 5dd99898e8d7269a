// Package predicates registers go-sdk tools whose handlers check the
// path they join to the vault with a predicate of another package (a
// function returning a boolean, which refuses by returning false): the
// check holds when the predicate's returned condition and the checks
// before it hold the path to the folder, and the finding stays when
// they do not.
package predicates

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/predicates/vault"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Text string `json:"text"`
}

// Register adds the tools, reading notes in v.
func Register(s *mcp.Server, v *vault.Vault) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_safe"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		full := filepath.Join(v.Path(), in.Name)
		if !v.IsPathSafe(full) {
			return nil, Out{}, errors.New("path must be within the vault")
		}
		b, err := os.ReadFile(full)
		return nil, Out{Text: string(b)}, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "read_prefixed"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		full := filepath.Join(v.Path(), in.Name)
		if !v.HasPrefix(full) {
			return nil, Out{}, errors.New("path must be within the vault")
		}
		b, err := os.ReadFile(full) // want `OMCG0029: tool "read_prefixed": argument "name" can leave the base folder its path is joined to`
		return nil, Out{Text: string(b)}, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "read_named"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		if !vault.NotEmpty(in.Name) {
			return nil, Out{}, errors.New("name is required")
		}
		b, err := os.ReadFile(filepath.Join(v.Path(), in.Name)) // want `OMCG0029: tool "read_named": argument "name" can leave the base folder its path is joined to`
		return nil, Out{Text: string(b)}, err
	})
	mcp.AddTool(s, &mcp.Tool{Name: "read_inverted"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		full := filepath.Join(v.Path(), in.Name)
		if v.IsPathSafe(full) {
			return nil, Out{}, errors.New("refuses what stays in the vault")
		}
		b, err := os.ReadFile(full) // want `OMCG0029: tool "read_inverted": argument "name" can leave the base folder its path is joined to`
		return nil, Out{Text: string(b)}, err
	})
}
