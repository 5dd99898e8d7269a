package runtime_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

// Signup is a form: flat, primitive, a pointer field optional.
type Signup struct {
	Email string  `json:"email" validate:"email"`
	Age   int8    `json:"age"`
	Agree bool    `json:"agree"`
	Nick  *string `json:"nick"`
}

// NestedForm is not a form: an object inside.
type NestedForm struct {
	Name    string   `json:"name"`
	Address Shipping `json:"address"`
}

// elicitSession connects a real go-sdk client whose ElicitationHandler
// answers with answer to a server whose tool "ask" calls
// runtime.Elicit[T] and reports what it returned; it returns the tool's
// text and the schema the client was shown (nil when not asked).
func elicitCall[T any](t *testing.T, answer *mcp.ElicitResult) (string, json.RawMessage) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var shown json.RawMessage
	client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			shown, _ = json.Marshal(req.Params.RequestedSchema)
			return answer, nil
		},
	})
	server := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "ask"}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		v, ok, err := runtime.Elicit[T](ctx, req.Session, "Tell me")
		text := fmt.Sprintf("accepted=%v err=%v", ok, err)
		if ok {
			b, _ := json.Marshal(v)
			text += " value=" + string(b)
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
	})
	st, ct := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	// ServerSession.Elicit sends its own request, which the go-sdk allows
	// on protocol versions before 2026-07-28.
	cs, err := client.Connect(ctx, ct, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask"})
	if err != nil {
		t.Fatal(err)
	}
	return res.Content[0].(*mcp.TextContent).Text, shown
}

func TestElicit(t *testing.T) {
	const form = `{"type":"object","properties":{"email":{"type":"string","format":"email"},"age":{"type":"integer","minimum":-128,"maximum":127},"agree":{"type":"boolean"},"nick":{"type":"string"}},"required":["email","age","agree"],"additionalProperties":false}`
	for _, tc := range []struct {
		name   string
		answer *mcp.ElicitResult
		want   string
	}{
		{"accept", &mcp.ElicitResult{Action: "accept", Content: map[string]any{"email": "a@b.example", "age": 30, "agree": true}},
			`accepted=true err=<nil> value={"email":"a@b.example","age":30,"agree":true,"nick":null}`},
		{"accept with the optional field", &mcp.ElicitResult{Action: "accept", Content: map[string]any{"email": "a@b.example", "age": 30, "agree": false, "nick": "al"}},
			`accepted=true err=<nil> value={"email":"a@b.example","age":30,"agree":false,"nick":"al"}`},
		{"decline", &mcp.ElicitResult{Action: "decline"}, `accepted=false err=<nil>`},
		{"cancel", &mcp.ElicitResult{Action: "cancel"}, `accepted=false err=<nil>`},
		// The client's SDK holds the answer to the form before sending it.
		{"a bad answer", &mcp.ElicitResult{Action: "accept", Content: map[string]any{"email": "a@b.example", "age": 300, "agree": true}},
			`accepted=false err=calling "elicitation/create": elicitation result content does not match requested schema`},
		{"a missing answer", &mcp.ElicitResult{Action: "accept", Content: map[string]any{"email": "a@b.example"}},
			`accepted=false err=calling "elicitation/create": elicitation result content does not match requested schema`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, shown := elicitCall[Signup](t, tc.answer)
			if !strings.HasPrefix(got, tc.want) {
				t.Errorf("got %s\nwant %s", got, tc.want)
			}
			// The client holds the schema as a map: compare values.
			var a, b any
			_ = json.Unmarshal(shown, &a)
			_ = json.Unmarshal([]byte(form), &b)
			if !reflect.DeepEqual(a, b) {
				t.Errorf("the client was shown\n%s\nwant\n%s", shown, form)
			}
		})
	}
}

// TestElicitRefusesBeforeAsking: a T outside the subset is an error before
// the user sees anything, with the field named.
func TestElicitRefusesBeforeAsking(t *testing.T) {
	got, shown := elicitCall[NestedForm](t, &mcp.ElicitResult{Action: "accept"})
	const want = `accepted=false err=runtime.Elicit[runtime_test.NestedForm]: not a form an elicitation can ask for: Address: property "address" has properties of its own`
	if !strings.HasPrefix(got, want) {
		t.Errorf("got %s\nwant %s...", got, want)
	}
	if shown != nil {
		t.Errorf("the client was asked: %s", shown)
	}
	got, _ = elicitCall[string](t, &mcp.ElicitResult{Action: "accept"})
	if want := "accepted=false err=runtime.Elicit[string]: not a form an elicitation can ask for: a form is built from a struct type, not string"; !strings.HasPrefix(got, want) {
		t.Errorf("got %s\nwant %s...", got, want)
	}
}
