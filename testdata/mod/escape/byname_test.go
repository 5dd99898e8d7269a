package escape_test

import (
	"testing"

	byname33 "fixtures/omcg0033/byname"
)

// OMCG0033 on tools registered in a loop with a handler per name: the
// flagged list_tags sends "../admin" out of /v2/../tags/list; image_info,
// registered in the same loop with its own handler, sends nothing.
func TestRequestForgeryByName(t *testing.T) {
	srv, take := recordingServer(t, true)
	byname33.Base = srv.URL + "/v2/"
	cs := connectMark(t, byname33.Register)
	call(t, cs, "list_tags", map[string]any{"repository": "../admin"})
	if got := take(); len(got) != 1 || got[0] != "/admin/tags/list" {
		t.Errorf("list_tags: the request did not leave /v2/: %q", got)
	}
	call(t, cs, "image_info", map[string]any{"image_ref": "../admin"})
	if got := take(); len(got) != 0 {
		t.Errorf("image_info (not flagged): a request was sent: %q", got)
	}
}
