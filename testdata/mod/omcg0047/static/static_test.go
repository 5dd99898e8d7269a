package static_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0047/static"
)

// Through mcp-go's in-process client: a read of db://table/users fails
// where the template is registered as a static resource, and is answered
// where it is registered as a template.
func TestStaticTemplateUnreachable(t *testing.T) {
	for _, tc := range []struct {
		name     string
		register func(*server.MCPServer)
		served   bool
	}{
		{"static", static.RegisterStatic, false},
		{"template", static.RegisterTemplate, true},
	} {
		s := server.NewMCPServer("db", "1.0.0", server.WithResourceCapabilities(false, false))
		tc.register(s)
		c, err := client.NewInProcessClient(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		if err := c.Start(ctx); err != nil {
			t.Fatal(err)
		}
		init := mcp.InitializeRequest{}
		init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
		init.Params.ClientInfo = mcp.Implementation{Name: "static", Version: "1.0.0"}
		if _, err := c.Initialize(ctx, init); err != nil {
			t.Fatal(err)
		}
		req := mcp.ReadResourceRequest{}
		req.Params.URI = "db://table/users"
		res, err := c.ReadResource(ctx, req)
		served := err == nil && len(res.Contents) == 1
		if served != tc.served {
			t.Errorf("%s: db://table/users served: %v, want %v (%v)", tc.name, served, tc.served, err)
		}
		if served {
			if text, ok := res.Contents[0].(mcp.TextResourceContents); !ok || !strings.Contains(text.Text, "db://table/users") {
				t.Errorf("%s: %+v", tc.name, res.Contents[0])
			}
		}
		c.Close()
	}
}
