package driftcall

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	erbad38 "fixtures/omcg0038/errresult"
	ergood38 "fixtures/omcg0038/errresultgood"
	bad42 "fixtures/omcg0042/bad"
	good42 "fixtures/omcg0042/good"
	loops42 "fixtures/omcg0042/loops"
	parsed42 "fixtures/omcg0042/parsed"
)

// TestErrorResultToolsFail: a tool that answers a missing argument with
// an error result (mcp.NewToolResultError, IsError set, a helper of the
// server that builds one) fails the call, through a real mcp-go client,
// as surely as one that returns the error: every tool OMCG0038 flags in
// omcg0038/errresult fails with the arguments its listing allows; those
// of omcg0038/errresultgood answer, the unlisted arguments they read
// (OMCG0040's) failing no call.
func TestErrorResultToolsFail(t *testing.T) {
	for _, tool := range []string{"checkout", "tag", "merge", "review", "close"} {
		failed, why := call(t, erbad38.Register, tool)
		if !failed {
			t.Errorf("OMCG0038: tool %q answered a call with the arguments its listing allows", tool)
		} else {
			t.Logf("OMCG0038: tool %q fails: %s", tool, why)
		}
	}
	if failed, why := callSDK(t, erbad38.RegisterSDK, "owner"); !failed {
		t.Errorf("OMCG0038: tool %q answered a call with the arguments its listing allows", "owner")
	} else {
		t.Logf("OMCG0038: tool %q fails: %s", "owner", why)
	}
	for _, tool := range []string{"checkout", "review"} {
		if failed, why := call(t, ergood38.Register, tool); failed {
			t.Errorf("tool %q failed: %s", tool, why)
		}
	}
}

// TestOptionalArgumentsLeftOut: the listing says an optional argument
// may be left out; OMCG0042 flags the tool whose handler fails a call
// without it (an error result counts), and leaves alone the one that
// reads a listed-required argument with a default (clients send it: the
// default is never taken) and the one whose answer to a missing argument
// is no error. Each is called with the required arguments only.
func TestOptionalArgumentsLeftOut(t *testing.T) {
	if failed, _ := callRequired(t, bad42.Register, "search"); !failed {
		t.Errorf("OMCG0042: tool %q answered a call without its optional arguments", "search")
	}
	if failed, why := callRequired(t, good42.Register, "search"); failed {
		t.Errorf("tool %q failed without its optional arguments: %s", "search", why)
	}
	// Read with mcp-go's ParseString, or a reader of the server's own
	// of that shape, and the default refused.
	for _, tool := range []string{"build", "tag"} {
		if failed, _ := callRequired(t, parsed42.Register, tool); !failed {
			t.Errorf("OMCG0042: tool %q answered a call without its optional arguments", tool)
		}
	}
	if failed, why := callRequired(t, parsed42.Register, "run"); failed {
		t.Errorf("tool %q failed without its optional arguments: %s", "run", why)
	}
	// An if around a loop, read with a default or a presence check: the
	// call without the argument answers; the compound refusal fails.
	for _, tool := range []string{"scan", "launch", "report"} {
		if failed, why := callRequired(t, loops42.Register, tool); failed {
			t.Errorf("tool %q failed without its optional arguments: %s", tool, why)
		}
	}
	if failed, _ := callRequired(t, loops42.Register, "pair"); !failed {
		t.Errorf("OMCG0042: tool %q answered a call without its optional arguments", "pair")
	}
}

// callRequired calls tool with a value of its listed type for each
// argument its listing requires, and no other.
func callRequired(t *testing.T, register func(*server.MCPServer), tool string) (bool, string) {
	t.Helper()
	c, ctx := connect(t, register)
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range list.Tools {
		if tl.Name != tool {
			continue
		}
		args := map[string]any{}
		for _, name := range tl.InputSchema.Required {
			args[name] = valueOf(tl.InputSchema.Properties[name])
		}
		req := mcp.CallToolRequest{}
		req.Params.Name = tool
		req.Params.Arguments = args
		res, err := c.CallTool(ctx, req)
		if err != nil {
			return true, err.Error()
		}
		if res.IsError {
			return true, "an error result"
		}
		return false, ""
	}
	t.Fatalf("tool %q is not listed", tool)
	return false, ""
}
