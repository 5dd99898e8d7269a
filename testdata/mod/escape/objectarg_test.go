package escape_test

import (
	"testing"

	"fixtures/omcg0033/objectarg"
)

// OMCG0033 on a value inside an object argument: the flagged info sends
// "../admin" out of /pypi/; info_escaped sends it as one segment.
func TestRequestForgeryInsideObjectArgument(t *testing.T) {
	srv, take := recordingServer(t, true)
	objectarg.Base = srv.URL + "/pypi/"
	cs := connectMark(t, objectarg.Register)
	call(t, cs, "info", map[string]any{"package": map[string]any{"name": "../admin"}})
	if got := take(); len(got) != 1 || got[0] != "/admin/json" {
		t.Errorf("info: the request did not leave /pypi/: %q", got)
	}
	call(t, cs, "info_escaped", map[string]any{"package": map[string]any{"name": "../admin"}})
	if got := take(); len(got) != 1 || got[0] != "/pypi/../admin/json" && got[0] != "/pypi/..%2Fadmin/json" {
		t.Errorf("info_escaped (not flagged): the request left /pypi/: %q", got)
	}
}
