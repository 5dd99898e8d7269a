package runtime_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
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

// The revisions Elicit is tested on: the last one on which the server
// sends its own request, and the one with input requests (the go-sdk
// client's default).
var elicitRevisions = []string{"2025-11-25", "2026-07-28"}

// elicitCall connects a real go-sdk client on protocol revision version,
// whose ElicitationHandler answers with answer, to a server whose tool
// "ask" is a hand-written go-sdk handler calling runtime.Elicit[T] (with
// the pattern docs/elicitation.md gives) and reporting what it returned;
// it returns the tool's text, or the call's error, and the schema the
// client was shown (nil when not asked).
func elicitCall[T any](t *testing.T, version string, answer *mcp.ElicitResult) (string, json.RawMessage) {
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
		v, ok, err := runtime.Elicit[T](ctx, req, "Tell me")
		if ir := (*runtime.InputRequired)(nil); errors.As(err, &ir) {
			return ir.CallToolResult(), nil, nil
		}
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
	cs, err := client.Connect(ctx, ct, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if got := cs.InitializeResult().ProtocolVersion; got != version {
		t.Fatalf("negotiated %s, want %s", got, version)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask"})
	if err != nil {
		return "call error: " + err.Error(), shown
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
		// The client's SDK holds the answer to the form before sending it:
		// before 2026-07-28 the server's Elicit fails with its error; on
		// 2026-07-28 the client fails the call before calling again.
		{"a bad answer", &mcp.ElicitResult{Action: "accept", Content: map[string]any{"email": "a@b.example", "age": 300, "agree": true}}, badAnswer},
		{"a missing answer", &mcp.ElicitResult{Action: "accept", Content: map[string]any{"email": "a@b.example"}}, badAnswer},
	} {
		for _, version := range elicitRevisions {
			t.Run(tc.name+"/"+version, func(t *testing.T) {
				got, shown := elicitCall[Signup](t, version, tc.answer)
				want := tc.want
				if want == badAnswer {
					want = map[string]string{
						"2025-11-25": `accepted=false err=calling "elicitation/create": elicitation result content does not match requested schema`,
						"2026-07-28": `call error: multi round-trip: fulfilling input request "mcpvet.elicit.`,
					}[version]
				}
				if !strings.HasPrefix(got, want) {
					t.Errorf("got %s\nwant %s", got, want)
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
}

// badAnswer in TestElicit's table stands for the revision's own failure.
const badAnswer = "bad answer"

// TestElicitRefusesBeforeAsking: a T outside the subset is an error before
// the user sees anything, with the field named.
func TestElicitRefusesBeforeAsking(t *testing.T) {
	got, shown := elicitCall[NestedForm](t, "2026-07-28", &mcp.ElicitResult{Action: "accept"})
	const want = `accepted=false err=runtime.Elicit[runtime_test.NestedForm]: not a form an elicitation can ask for: Address: property "address" has properties of its own`
	if !strings.HasPrefix(got, want) {
		t.Errorf("got %s\nwant %s...", got, want)
	}
	if shown != nil {
		t.Errorf("the client was asked: %s", shown)
	}
	got, _ = elicitCall[string](t, "2025-11-25", &mcp.ElicitResult{Action: "accept"})
	if want := "accepted=false err=runtime.Elicit[string]: not a form an elicitation can ask for: a form is built from a struct type, not string"; !strings.HasPrefix(got, want) {
		t.Errorf("got %s\nwant %s...", got, want)
	}
}

// Booking and Confirm are two forms one tool asks for in turn.
type Booking struct {
	Nights int `json:"nights"`
}

type Confirm struct {
	OK bool `json:"ok"`
}

// TestElicitRounds: a tool added with runtime.AddTool that asks twice and
// returns Elicit's error as is, served stateless over Streamable HTTP
// (where the go-sdk refuses every request of its own) to a real go-sdk
// client on 2026-07-28: the client answers one form per round, and the
// second round still knows the first answer.
func TestElicitRounds(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	server := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v0"}, nil)
	calls := 0
	runtime.AddTool(server, &mcp.Tool{Name: "book"}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		calls++
		b, ok, err := runtime.Elicit[Booking](ctx, req, "How many nights?")
		if err != nil || !ok {
			return nil, nil, err
		}
		c, ok, err := runtime.Elicit[Confirm](ctx, req, fmt.Sprintf("Book %d nights?", b.Nights))
		if err != nil {
			return nil, nil, err
		}
		return nil, fmt.Sprintf("nights=%d ok=%v accepted=%v", b.Nights, c.OK, ok), nil
	})
	srv := httptest.NewServer(runtime.HTTPHandler(server, nil))
	defer srv.Close()
	var asked []string
	client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			asked = append(asked, req.Params.Message)
			if strings.HasPrefix(req.Params.Message, "How many") {
				return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"nights": 3}}, nil
			}
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"ok": true}}, nil
		},
	})
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: srv.URL}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "book"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := res.Content[0].(*mcp.TextContent).Text, `"nights=3 ok=true accepted=true"`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if want := []string{"How many nights?", "Book 3 nights?"}; !reflect.DeepEqual(asked, want) {
		t.Errorf("the client was asked %q, want %q", asked, want)
	}
	if calls != 3 {
		t.Errorf("the handler ran %d times, want 3 (one per round)", calls)
	}
}

// TestElicitHoldsTheAnswer: on 2026-07-28 the answer comes back in the
// client's next call, from whatever client: Elicit holds it against the
// form itself. A client without the go-sdk's automatic rounds sends one
// that does not match, and one for a form never asked.
func TestElicitHoldsTheAnswer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	server := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v0"}, nil)
	runtime.AddTool(server, &mcp.Tool{Name: "ask"}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		v, ok, err := runtime.Elicit[Signup](ctx, req, "Tell me")
		if ir := (*runtime.InputRequired)(nil); errors.As(err, &ir) {
			return nil, nil, err
		}
		return nil, fmt.Sprintf("accepted=%v err=%v email=%s", ok, err, v.Email), nil
	})
	st, ct := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
		MultiRoundTrip: &mcp.MultiRoundTripOptions{Disabled: true},
	})
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	first, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask"})
	if err != nil {
		t.Fatal(err)
	}
	if !first.NeedsInput() || len(first.InputRequests) != 1 {
		t.Fatalf("the first call did not ask: %+v", first)
	}
	var id string
	for id = range first.InputRequests {
	}
	for _, tc := range []struct {
		name      string
		responses mcp.InputResponseMap
		want      string
	}{
		{"out of range", mcp.InputResponseMap{id: &mcp.ElicitResult{Action: "accept", Content: map[string]any{"email": "a@b.example", "age": 300, "agree": true}}},
			`"accepted=false err=runtime.Elicit[runtime_test.Signup]: the answer does not match the form: `},
		{"an unknown action", mcp.InputResponseMap{id: &mcp.ElicitResult{Action: "maybe"}},
			`"accepted=false err=runtime.Elicit[runtime_test.Signup]: the answer has action \"maybe\"`},
		{"a good one", mcp.InputResponseMap{id: &mcp.ElicitResult{Action: "accept", Content: map[string]any{"email": "a@b.example", "age": 30, "agree": true}}},
			`"accepted=true err=<nil> email=a@b.example"`},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask", InputResponses: tc.responses, RequestState: first.RequestState})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if res.NeedsInput() {
			t.Errorf("%s: asked again", tc.name)
			continue
		}
		if got := res.Content[0].(*mcp.TextContent).Text; !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: got %s\nwant %s...", tc.name, got, tc.want)
		}
	}
	// An answer to a form never asked is no answer: asked again.
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask", InputResponses: mcp.InputResponseMap{"mcpvet.elicit.0000": &mcp.ElicitResult{Action: "accept"}}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.NeedsInput() {
		t.Errorf("an answer to another form was taken: %+v", res)
	}
}

// TestElicitInPrompt: the prompt form of the pattern, on 2026-07-28.
func TestElicitInPrompt(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	server := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v0"}, nil)
	server.AddPrompt(&mcp.Prompt{Name: "p"}, func(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		b, _, err := runtime.Elicit[Booking](ctx, req, "How many nights?")
		if ir := (*runtime.InputRequired)(nil); errors.As(err, &ir) {
			return ir.GetPromptResult(), nil
		}
		if err != nil {
			return nil, err
		}
		return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: fmt.Sprint(b.Nights)}}}}, nil
	})
	st, ct := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, &mcp.ClientOptions{
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"nights": 2}}, nil
		},
	})
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "p"})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Messages[0].Content.(*mcp.TextContent).Text; got != "2" {
		t.Errorf("got %s, want 2", got)
	}
}
