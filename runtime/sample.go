//lint:file-ignore SA1019 Sample and ListRoots are the way to keep the sampling and roots features 2026-07-28 deprecates working on every revision: below it they must call the go-sdk's deprecated requests.

package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Sample asks the client behind req for an LLM completion (MCP sampling)
// and returns the client's answer. req is the request being served, as
// for [Elicit]; the revisions are handled as Elicit handles them: before
// 2026-07-28 Sample sends the request itself (ServerSession.CreateMessage);
// on 2026-07-28 it returns an *[InputRequired] error until the retried
// call carries the answer, and then returns it. The answer is known by
// params: two Sample calls with equal params in one handler get the same
// answer.
//
// Sampling is deprecated as of protocol revision 2026-07-28 (SEP-2577);
// it keeps working during the deprecation window.
func Sample(ctx context.Context, req mcp.Request, params *mcp.CreateMessageParams) (*mcp.CreateMessageResult, error) {
	if params == nil {
		return nil, errors.New("runtime.Sample: nil params")
	}
	ss, err := session(req, "Sample")
	if err != nil {
		return nil, err
	}
	if !inputRequests(ss) {
		return ss.CreateMessage(ctx, params)
	}
	key, err := json.Marshal(params)
	if err != nil {
		return nil, fmt.Errorf("runtime.Sample: %v", err)
	}
	id := answerID("sample", key)
	answers, err := priorAnswers(req)
	if err != nil {
		return nil, fmt.Errorf("runtime.Sample: %v", err)
	}
	// The go-sdk decodes every answer with a role as the tools form of
	// the result: one content block is the plain result.
	if wt, ok := answers[id].(*mcp.CreateMessageWithToolsResult); ok {
		if len(wt.Content) != 1 {
			return nil, fmt.Errorf("runtime.Sample: the client answered with %d content blocks, want 1", len(wt.Content))
		}
		return &mcp.CreateMessageResult{Meta: wt.Meta, Content: wt.Content[0], Model: wt.Model, Role: wt.Role, StopReason: wt.StopReason}, nil
	}
	return answer[*mcp.CreateMessageResult](req, "Sample", id, params)
}

// ListRoots asks the client behind req for its roots (the folders or
// files it lets the server work on), on every revision as [Sample] does:
// before 2026-07-28 it sends the request (ServerSession.ListRoots), on
// 2026-07-28 it returns an *[InputRequired] error until the retried call
// carries the answer.
//
// Roots are deprecated as of protocol revision 2026-07-28 (SEP-2577);
// taking the paths as tool arguments is the replacement.
func ListRoots(ctx context.Context, req mcp.Request) (*mcp.ListRootsResult, error) {
	ss, err := session(req, "ListRoots")
	if err != nil {
		return nil, err
	}
	if !inputRequests(ss) {
		return ss.ListRoots(ctx, nil)
	}
	return answer[*mcp.ListRootsResult](req, "ListRoots", answerID("roots"), &mcp.ListRootsParams{})
}

// session is the server session req is served on.
func session(req mcp.Request, fn string) (*mcp.ServerSession, error) {
	var ss *mcp.ServerSession
	if req != nil {
		ss, _ = req.GetSession().(*mcp.ServerSession)
	}
	if ss == nil {
		return nil, fmt.Errorf("runtime.%s: no server session in the request", fn)
	}
	return ss, nil
}

// answer is the answer of type R to the input request id that req
// carries, or the *InputRequired error that asks for it.
func answer[R mcp.InputResponse](req mcp.Request, fn, id string, ask mcp.InputRequest) (R, error) {
	var zero R
	answers, err := priorAnswers(req)
	if err != nil {
		return zero, fmt.Errorf("runtime.%s: %v", fn, err)
	}
	got, ok := answers[id]
	if !ok {
		return zero, &InputRequired{Requests: mcp.InputRequestMap{id: ask}, State: encodeAnswers(answers)}
	}
	r, ok := got.(R)
	if !ok {
		return zero, fmt.Errorf("runtime.%s: the client answered with a %T, not a %T", fn, got, zero)
	}
	return r, nil
}
