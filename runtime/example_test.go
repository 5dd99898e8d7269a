package runtime_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

type Greeting struct {
	Name  string `json:"name" jsonschema:"who to greet"`
	Times int    `json:"times,omitempty" validate:"min=1,max=3"`
}

// A tool from a plain func: its schema by mcpvet's rules, its arguments
// validated, its errors answered as the model can act on them.
func ExampleTool() {
	s := mcp.NewServer(&mcp.Implementation{Name: "greeter", Version: "v1"}, nil)
	greet := &mcp.Tool{Name: "greet", Title: "Greet", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}
	runtime.Tool(s, greet, func(_ context.Context, g Greeting) (string, error) {
		if g.Name == "" {
			return "", &runtime.ToolError{Message: "Say who to greet."}
		}
		return "Hello, " + g.Name + "!", nil
	})

	// Serve it; here to an in-memory client. A real server would call
	// runtime.ServeStdio(ctx, s), or mount runtime.HTTPHandler(s, nil).
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		log.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()

	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	schema, _ := json.Marshal(tools.Tools[0].InputSchema)
	fmt.Println(string(schema))

	for _, args := range []string{`{"name":"Ada"}`, `{"name":"Ada","times":5}`, `{"name":""}`} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "greet", Arguments: json.RawMessage(args)})
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(res.IsError, res.Content[0].(*mcp.TextContent).Text)
	}
	// Output:
	// {"additionalProperties":false,"properties":{"name":{"description":"who to greet","type":"string"},"times":{"maximum":3,"minimum":1,"type":"integer"}},"required":["name"],"type":"object"}
	// false Hello, Ada!
	// true Argument 'times' is not valid.
	// true Say who to greet.
}
