package genload_test

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/internal/genload"
)

// schemasByName are the tools mcpvet schema lists for the fixture
// packages patterns name, by tool name.
func schemasByName(t *testing.T, patterns ...string) map[string]genload.ToolSchemas {
	t.Helper()
	pkgs, err := loadOnly(patterns...)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]genload.ToolSchemas{}
	for _, ts := range genload.Schemas(pkgs) {
		out[ts.Name] = ts
	}
	return out
}

// realList is what a client receives in tools/list from s, a real
// go-sdk server, over in-memory transports.
func realList(t *testing.T, s *mcp.Server) []*mcp.Tool {
	t.Helper()
	ct, st := mcp.NewInMemoryTransports()
	ctx := t.Context()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	list, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	return list.Tools
}
