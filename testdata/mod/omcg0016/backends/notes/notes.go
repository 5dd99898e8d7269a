// Package notes keeps notes behind an interface of its own, with two
// backends: the files backend stamps each note it reads (a write), the
// memory backend only reads. Its catalog only reads in every backend.
package notes

import (
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Store finds a note.
type Store interface {
	Find(id string) (string, error)
}

// Catalog lists the notes.
type Catalog interface {
	List() ([]string, error)
}

// Files keeps notes as files under Dir.
type Files struct{ Dir string }

// Find reads a note and stamps when it was last read.
func (f *Files) Find(id string) (string, error) {
	if !filepath.IsLocal(id) {
		return "", fmt.Errorf("%q is not a note's name", id)
	}
	b, err := os.ReadFile(filepath.Join(f.Dir, id))
	if err != nil {
		return "", err
	}
	stamp := []byte(time.Now().Format(time.RFC3339))
	return string(b), os.WriteFile(filepath.Join(f.Dir, id+".read"), stamp, 0o600)
}

// List lists the notes.
func (f *Files) List() ([]string, error) {
	entries, err := os.ReadDir(f.Dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names, err
}

// Memory keeps notes in memory.
type Memory map[string]string

// Find reads a note.
func (m Memory) Find(id string) (string, error) { return m[id], nil }

// List lists the notes.
func (m Memory) List() ([]string, error) {
	var names []string
	for k := range m {
		names = append(names, k)
	}
	return names, nil
}
