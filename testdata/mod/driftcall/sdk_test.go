package driftcall

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	kbad38 "fixtures/omcg0038/keyedbad"
	kgood38 "fixtures/omcg0038/keyedgood"
	sbad38 "fixtures/omcg0038/structbad"
	sgood38 "fixtures/omcg0038/structgood"
	kbad39 "fixtures/omcg0039/keyedbad"
	kgood39 "fixtures/omcg0039/keyedgood"
	sbad39 "fixtures/omcg0039/structbad"
	sgood39 "fixtures/omcg0039/structgood"
	sgood40 "fixtures/omcg0040/structgood"
	sgood41 "fixtures/omcg0041/structgood"
	sgood42 "fixtures/omcg0042/structgood"
)

// connectSDK serves the tools register adds on a go-sdk server and
// connects a real go-sdk client to it (in memory, through JSON); both
// close when t ends.
func connectSDK(t *testing.T, register func(*mcp.Server)) *mcp.ClientSession {
	t.Helper()
	s := mcp.NewServer(&mcp.Implementation{Name: "drift", Version: "v0"}, nil)
	register(s)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(t.Context(), st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "driftcall", Version: "v0"}, nil).Connect(t.Context(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// callSDK lists a go-sdk server's tools through a real go-sdk client
// (in memory, through JSON) and calls tool with a value of its listed
// type for every argument its listing has; it reports whether the call
// failed, and how.
func callSDK(t *testing.T, register func(*mcp.Server), tool string) (bool, string) {
	t.Helper()
	cs := connectSDK(t, register)
	list, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range list.Tools {
		if tl.Name != tool {
			continue
		}
		schema, _ := tl.InputSchema.(map[string]any)
		props, _ := schema["properties"].(map[string]any)
		args := map[string]any{}
		for name, prop := range props {
			args[name] = valueOf(prop)
		}
		res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: tool, Arguments: args})
		if err != nil {
			return true, err.Error()
		}
		if res.IsError {
			text := ""
			for _, c := range res.Content {
				if tc, ok := c.(*mcp.TextContent); ok {
					text += tc.Text
				}
			}
			return true, text
		}
		return false, ""
	}
	t.Fatalf("tool %q is not listed", tool)
	return false, ""
}

// TestDecodedFlaggedToolsFail: the tools whose decoded struct (or reader
// helper taking the key) OMCG0038 or OMCG0039 flags fail on a call with the arguments their listing allows,
// through mcp-go's client (BindArguments) and the go-sdk's (a raw
// handler's json.Unmarshal).
func TestDecodedFlaggedToolsFail(t *testing.T) {
	for _, tc := range []struct {
		code, tool string
		mark       func(*testing.T) (bool, string)
	}{
		{"OMCG0038", "search", func(t *testing.T) (bool, string) { return call(t, sbad38.RegisterMark, "search") }},
		{"OMCG0038", "fetch", func(t *testing.T) (bool, string) { return callSDK(t, sbad38.RegisterSDK, "fetch") }},
		{"OMCG0039", "page", func(t *testing.T) (bool, string) { return call(t, sbad39.RegisterMark, "page") }},
		// Through reader helpers that take the key as a parameter.
		{"OMCG0038", "search", func(t *testing.T) (bool, string) { return call(t, kbad38.RegisterMark, "search") }},
		{"OMCG0038", "owner", func(t *testing.T) (bool, string) { return callSDK(t, kbad38.RegisterSDK, "owner") }},
		{"OMCG0039", "page", func(t *testing.T) (bool, string) { return callSDK(t, kbad39.RegisterSDK, "page") }},
	} {
		failed, why := tc.mark(t)
		if !failed {
			t.Errorf("%s: tool %q answered a call with the arguments its listing allows", tc.code, tc.tool)
		} else {
			t.Logf("%s: tool %q fails: %s", tc.code, tc.tool, why)
		}
	}
}

// TestDecodedUnflaggedToolsAnswer: the struct fixtures left alone answer
// the same calls.
func TestDecodedUnflaggedToolsAnswer(t *testing.T) {
	for _, tc := range []struct {
		tool string
		run  func(*testing.T) (bool, string)
	}{
		{"search", func(t *testing.T) (bool, string) { return call(t, sgood38.RegisterMark, "search") }},
		{"fetch", func(t *testing.T) (bool, string) { return callSDK(t, sgood38.RegisterSDK, "fetch") }},
		{"page", func(t *testing.T) (bool, string) { return call(t, sgood39.RegisterMark, "page") }},
		{"tag", func(t *testing.T) (bool, string) { return callSDK(t, sgood39.RegisterSDK, "tag") }},
		{"read", func(t *testing.T) (bool, string) { return call(t, sgood40.RegisterMark, "read") }},
		{"list", func(t *testing.T) (bool, string) { return callSDK(t, sgood40.RegisterSDK, "list") }},
		{"search", func(t *testing.T) (bool, string) { return call(t, sgood41.RegisterMark, "search") }},
		{"list", func(t *testing.T) (bool, string) { return callSDK(t, sgood41.RegisterSDK, "list") }},
		{"search", func(t *testing.T) (bool, string) { return call(t, sgood42.RegisterMark, "search") }},
		{"open", func(t *testing.T) (bool, string) { return callSDK(t, sgood42.RegisterSDK, "open") }},
		{"search", func(t *testing.T) (bool, string) { return call(t, kgood38.RegisterMark, "search") }},
		{"owner", func(t *testing.T) (bool, string) { return callSDK(t, kgood38.RegisterSDK, "owner") }},
		{"page", func(t *testing.T) (bool, string) { return callSDK(t, kgood39.RegisterSDK, "page") }},
	} {
		if failed, why := tc.run(t); failed {
			t.Errorf("tool %q failed: %s", tc.tool, why)
		}
	}
}
