package lsp

import (
	"slices"
	"testing"
)

// TestEmbedded: the files a snapshot hashes beside the Go files are the
// ones //go:embed lines name one by one; patterns are left out.
func TestEmbedded(t *testing.T) {
	src := []byte("package p\n\nimport _ \"embed\"\n\n//go:embed desc.txt\nvar desc string\n\n//go:embed a.txt docs/b.txt\nvar fs embed.FS\n\n//go:embed static/*.css all:dir\nvar more embed.FS\n\n// not //go:embed x.txt\n")
	got := embedded(src)
	want := []string{"desc.txt", "a.txt", "docs/b.txt"}
	if !slices.Equal(got, want) {
		t.Errorf("embedded = %q; want %q", got, want)
	}
}
