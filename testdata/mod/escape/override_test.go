package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0033/override"
)

// OMCG0033 where the base is the server's own on one way and the model's
// on another: with no override, "../../../admin?x=" in the label leaves
// the API's label path for /admin of the configured server; the label
// escaped as a path stays a label.
func TestRequestForgeryOverride(t *testing.T) {
	srv, take := recordingServer(t, true)
	saved := override.Default
	override.Default.URL = srv.URL
	t.Cleanup(func() { override.Default = saved })
	cs := connect(t, override.Register)
	hostile := map[string]any{"label": "../../../admin?x="}
	for _, tool := range []string{"label_values", "series"} {
		take()
		call(t, cs, tool, hostile)
		if got := take(); len(got) != 1 || got[0] != "/admin" {
			t.Errorf("%s: the request did not reach /admin: %q", tool, got)
		}
	}
	take()
	call(t, cs, "label_values_escaped", hostile)
	for _, p := range take() {
		if strings.HasPrefix(p, "/admin") {
			t.Errorf("label_values_escaped (not flagged): the request reached %s", p)
		}
	}
}
