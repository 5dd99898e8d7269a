package driftcall

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	legacy41 "fixtures/omcg0041/legacy"
)

// OMCG0041 on a handler of the arguments map alone, registered through
// an adapter: calls that differ only in the listed limit get the same
// answer; the handler never reads it.
func TestLegacyListedNotRead(t *testing.T) {
	s := server.NewMCPServer("drift", "1.0.0")
	legacy41.Register(s)
	answer := func(limit int) string {
		msg := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"lookup","arguments":{"query":"x","limit":` + string(rune('0'+limit)) + `}}}`
		b, err := json.Marshal(s.HandleMessage(t.Context(), json.RawMessage(msg)))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	one, nine := answer(1), answer(9)
	if one != nine {
		t.Errorf("lookup answers differently with limit 1 and 9:\n%s\n%s", one, nine)
	}
	if want := `found x`; !strings.Contains(one, want) {
		t.Errorf("lookup answered %s; want %q", one, want)
	}
}
