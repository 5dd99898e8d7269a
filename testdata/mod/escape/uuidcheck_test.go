package escape_test

import (
	"testing"

	uuidcheck33 "fixtures/omcg0033/uuidcheck"
)

// OMCG0033 behind a validator that calls a boolean helper: the helper
// that holds the id to a whole UUID refuses "1/../../admin"; the one whose
// expression only anchors the first character lets it climb out of /v1/deployments/ to /v1/admin.
func TestRequestForgeryPredicate(t *testing.T) {
	srv, take := recordingServer(t, true)
	uuidcheck33.Base = srv.URL + "/v1/"
	cs := connect(t, uuidcheck33.Register)
	call(t, cs, "deployment_loose", map[string]any{"id": "1/../../admin"})
	if got := take(); len(got) != 1 || got[0] != "/v1/admin" {
		t.Errorf("deployment_loose: the request did not reach /v1/admin: %q", got)
	}
	call(t, cs, "deployment", map[string]any{"id": "1/../../admin"})
	if got := take(); len(got) != 0 {
		t.Errorf("deployment (not flagged): the request was sent: %q", got)
	}
	call(t, cs, "deployment", map[string]any{"id": "0e8400e2-29b4-41d4-a716-446655440000"})
	if got := take(); len(got) != 1 || got[0] != "/v1/deployments/0e8400e2-29b4-41d4-a716-446655440000" {
		t.Errorf("deployment: a valid id did not reach the API: %q", got)
	}
}
