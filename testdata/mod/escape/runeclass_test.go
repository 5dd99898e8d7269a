package escape_test

import (
	"testing"

	runeclass33 "fixtures/omcg0033/runeclass"
)

// OMCG0033 behind an allow-list of characters: the list without "/"
// refuses "../admin"; the one with "/" lets it climb out of
// /v1/releases/ to /v1/admin.
func TestRequestForgeryCharacterClass(t *testing.T) {
	srv, take := recordingServer(t, true)
	runeclass33.Base = srv.URL + "/v1/"
	cs := connect(t, runeclass33.Register)
	call(t, cs, "release_path", map[string]any{"version": "../admin"})
	if got := take(); len(got) != 1 || got[0] != "/v1/admin" {
		t.Errorf("release_path: the request did not reach /v1/admin: %q", got)
	}
	call(t, cs, "release", map[string]any{"version": "../admin"})
	if got := take(); len(got) != 0 {
		t.Errorf("release (not flagged): the request was sent: %q", got)
	}
	call(t, cs, "release", map[string]any{"version": "v1.2.3"})
	if got := take(); len(got) != 1 || got[0] != "/v1/releases/v1.2.3" {
		t.Errorf("release: a valid version did not reach the API: %q", got)
	}
}
