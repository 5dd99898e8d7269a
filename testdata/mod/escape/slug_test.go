package escape_test

import (
	"path/filepath"
	"strings"
	"testing"

	"fixtures/omcg0029/slug"
)

// OMCG0029 through a slug a regular expression makes: a class that keeps
// "." and "/" lets "../" through, and the note is written beside the
// folder; the slug of letters, digits and "-" stays inside.
func TestPathEscapeSlug(t *testing.T) {
	dir, base := notesBesideSecret(t)
	cs := connect(t, (&slug.Notes{Dir: base}).Register)
	call(t, cs, "save_pathish", map[string]any{"title": "../planted", "body": "x"})
	if !exists(filepath.Join(dir, "planted.note")) {
		t.Error("save_pathish: no note was written outside the folder")
	}
	text, _ := call(t, cs, "save_slug", map[string]any{"title": "../planted-slug", "body": "x"})
	if exists(filepath.Join(dir, "planted-slug.note")) || !strings.Contains(text, filepath.Join(base, "2026-12-07-planted-slug.note")) {
		t.Errorf("save_slug (not flagged): the note is not inside the folder: %q", text)
	}
}
