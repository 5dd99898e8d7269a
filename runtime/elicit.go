package runtime

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/schema/elicit"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
)

// multiRoundTrip is the first protocol revision on which a server no
// longer sends its own requests while it serves one (SEP-2322): it
// returns them as input requests, and the client calls again with the
// answers. Revisions are dates, so they compare as strings.
const multiRoundTrip = "2026-07-28"

// Elicit asks the user of the client behind req to fill in a form (MCP
// elicitation, "form" mode) and decodes the answer into a T. req is the
// request being served: a *mcp.CallToolRequest, *mcp.GetPromptRequest or
// *mcp.ReadResourceRequest. accepted reports whether the user submitted
// the form; when they declined or dismissed it, Elicit returns T's zero
// value, false and no error.
//
// The form is T's input schema by mcpvet's rules (the schema a tool
// taking T as its arguments lists: a pointer field is optional, an enum
// lists its values when the generated file registered them), and must
// stay in the subset elicitation allows: a struct of string (with format
// email, uri, date or date-time), number, integer and boolean fields,
// enums of strings and slices of such enums, nothing nested. mcpvet
// reports a T that breaks it (OMCG0028) where Elicit is called; at run
// time Elicit returns an error before the user sees anything.
//
// Elicit works on every protocol revision the go-sdk speaks:
//
//   - before 2026-07-28 it sends the request to the client itself
//     (ServerSession.Elicit) and waits for the answer, which the go-sdk
//     holds against the form;
//   - on 2026-07-28 a server may not send its own request while it serves
//     one (and a stateless server, which has no way to send one, can ask
//     only this way, of a client on 2026-07-28). There Elicit returns an
//     *[InputRequired] error when the answer is not in req yet: the
//     handler returns that error, the result carries the form as an input
//     request, the client asks the user and calls again with the answer,
//     and on that call Elicit returns it (held against the form here, as
//     the answer comes from the client). Tools added with [AddTool],
//     [Tool] or a generated file turn the error into that result by
//     themselves; a hand-written handler calls [InputRequired.CallToolResult]
//     (or the prompt and resource forms).
//
// On 2026-07-28 the handler therefore runs once per round: the code
// before Elicit runs again on the retried call, so it must not do what
// may be done only once. An answer is known by the message and T; two
// Elicit calls with the same message and T in one handler get the same
// answer. Earlier answers travel back to the client in the request state,
// which holds nothing but what the client sent.
func Elicit[T any](ctx context.Context, req mcp.Request, message string) (value T, accepted bool, err error) {
	t := reflect.TypeFor[T]()
	form, err := elicitForm(t)
	if err != nil {
		return value, false, err
	}
	var ss *mcp.ServerSession
	if req != nil {
		ss, _ = req.GetSession().(*mcp.ServerSession)
	}
	if ss == nil {
		return value, false, errors.New("runtime.Elicit: no server session in the request")
	}
	params := &mcp.ElicitParams{Mode: "form", Message: message, RequestedSchema: form}
	var res *mcp.ElicitResult
	if !inputRequests(ss) {
		if res, err = ss.Elicit(ctx, params); err != nil {
			return value, false, err
		}
	} else {
		answers, err := priorAnswers(req)
		if err != nil {
			return value, false, fmt.Errorf("runtime.Elicit[%s]: %v", t, err)
		}
		id := elicitID(message, form)
		if res, _ = answers[id].(*mcp.ElicitResult); res == nil {
			return value, false, &InputRequired{Requests: mcp.InputRequestMap{id: params}, State: encodeAnswers(answers)}
		}
		if err := checkAnswer(form, res); err != nil {
			return value, false, fmt.Errorf("runtime.Elicit[%s]: %v", t, err)
		}
	}
	if res.Action != "accept" {
		return value, false, nil
	}
	raw, err := json.Marshal(res.Content)
	if err != nil {
		return value, false, fmt.Errorf("runtime.Elicit[%s]: the answer: %v", t, err)
	}
	if err := decodeArgs(raw, &value); err != nil {
		var zero T
		return zero, false, fmt.Errorf("runtime.Elicit[%s]: the answer does not decode: %v", t, err)
	}
	return value, true, nil
}

// InputRequired is the error [Elicit] returns on protocol revision
// 2026-07-28 when the answer it needs is not
// in the request yet: the handler must end its call with the input
// requests it holds, and the client will call again with the answers.
// Return it as the handler's error from a tool added by the runtime (it
// becomes the result); in a hand-written handler, return the result that
// one of its methods builds.
type InputRequired struct {
	// Requests are the input requests to send, by ID.
	Requests mcp.InputRequestMap
	// State is the request state the client echoes on its next call.
	State string
}

func (e *InputRequired) Error() string {
	return "runtime: the client must answer an input request first (return this error's result from the handler)"
}

// CallToolResult is the tool result that carries the input requests.
func (e *InputRequired) CallToolResult() *mcp.CallToolResult {
	return &mcp.CallToolResult{InputRequests: e.Requests, RequestState: e.State}
}

// GetPromptResult is the prompt result that carries the input requests.
func (e *InputRequired) GetPromptResult() *mcp.GetPromptResult {
	return &mcp.GetPromptResult{InputRequests: e.Requests, RequestState: e.State}
}

// ReadResourceResult is the resource result that carries the input
// requests.
func (e *InputRequired) ReadResourceResult() *mcp.ReadResourceResult {
	return &mcp.ReadResourceResult{InputRequests: e.Requests, RequestState: e.State}
}

// inputRequests reports whether ss is served on a revision where a
// request to the client travels as an input request, as the go-sdk
// decides it: a session without an initialize handshake (the 2026-07-28
// core) counts as the latest revision. A stateless server's session for
// an older client has the client's revision: there Elicit sends its
// request, which fails, as any would.
func inputRequests(ss *mcp.ServerSession) bool {
	ip := ss.InitializeParams()
	return ip == nil || ip.ProtocolVersion >= multiRoundTrip
}

// elicitID names the answer to one form: the same message and form on
// every round of the call.
func elicitID(message string, form json.RawMessage) string {
	return answerID("elicit", []byte(message), form)
}

// answerID names the answer to one request of a kind (elicit, sample,
// roots) by a hash of what it asks: the same ID on every round.
func answerID(kind string, parts ...[]byte) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write(p)
		h.Write([]byte{0})
	}
	return idPrefix + kind + "." + hex.EncodeToString(h.Sum(nil)[:8])
}

// idPrefix marks the input requests this package makes.
const idPrefix = "mcpvet."

// statePrefix marks a request state this package wrote.
const statePrefix = "mcpvet.elicit.v1:"

// priorAnswers are the answers req carries to the input requests of this
// package (elicitations, sampling and roots requests): the ones of the
// rounds before (in its request state) and the ones of this round. The
// go-sdk's InputResponseMap gives each its type.
func priorAnswers(req mcp.Request) (mcp.InputResponseMap, error) {
	var responses mcp.InputResponseMap
	var state string
	switch p := req.GetParams().(type) {
	case *mcp.CallToolParamsRaw:
		responses, state = p.InputResponses, p.RequestState
	case *mcp.CallToolParams:
		responses, state = p.InputResponses, p.RequestState
	case *mcp.GetPromptParams:
		responses, state = p.InputResponses, p.RequestState
	case *mcp.ReadResourceParams:
		responses, state = p.InputResponses, p.RequestState
	default:
		return nil, fmt.Errorf("a %T cannot carry input requests: call it from a tool, prompt or resource handler", p)
	}
	answers := mcp.InputResponseMap{}
	if rest, ok := strings.CutPrefix(state, statePrefix); ok {
		b, err := base64.RawURLEncoding.DecodeString(rest)
		if err == nil {
			err = json.Unmarshal(b, &answers)
		}
		if err != nil {
			return nil, fmt.Errorf("the request state does not decode: %v", err)
		}
	}
	for id, r := range responses {
		if strings.HasPrefix(id, idPrefix) && r != nil {
			answers[id] = r
		}
	}
	return answers, nil
}

// encodeAnswers is the request state that carries answers to the next
// round. It holds only what the client sent, so it needs no signature:
// a client that forges it forges its own answers, which it can anyway.
func encodeAnswers(answers mcp.InputResponseMap) string {
	if len(answers) == 0 {
		return ""
	}
	b, err := json.Marshal(answers)
	if err != nil {
		return "" // the go-sdk's results always marshal
	}
	return statePrefix + base64.RawURLEncoding.EncodeToString(b)
}

// checkAnswer holds an answer that came back in a retried call against
// the form, as the go-sdk's server does for an answer to its own request.
func checkAnswer(form json.RawMessage, res *mcp.ElicitResult) error {
	switch res.Action {
	case "accept":
	case "decline", "cancel":
		return nil
	default:
		return fmt.Errorf("the answer has action %q, not accept, decline or cancel", res.Action)
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(form, &s); err != nil {
		return err
	}
	resolved, err := s.Resolve(nil)
	if err != nil {
		return err
	}
	content := res.Content
	if content == nil {
		content = map[string]any{}
	}
	if err := resolved.Validate(content); err != nil {
		return fmt.Errorf("the answer does not match the form: %v", err)
	}
	return nil
}

// elicitForm is the requested schema for t, with the facts registered
// so far, or why there is none.
func elicitForm(t reflect.Type) (json.RawMessage, error) {
	form, probs := elicit.Form(reflectview.Type(t), currentFacts())
	if len(probs) == 0 {
		return form, nil
	}
	msgs := make([]string, len(probs))
	for i, p := range probs {
		msgs[i] = p.String()
		if p.Field != nil {
			msgs[i] = p.Field.Name + ": " + msgs[i]
		}
	}
	return nil, fmt.Errorf("runtime.Elicit[%s]: not a form an elicitation can ask for: %s (run mcpvet for details)", t, strings.Join(msgs, "; "))
}
