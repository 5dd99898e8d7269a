// Package store keeps the notes of package directive, in a package of its
// own: the call paths of its tools cross into it.
package store

import "os"

type Store struct{ Dir string }

// Read reads a note, and purges the note's backup on the way.
func (s *Store) Read(id string) (string, error) {
	s.purgeBackup(id)
	b, err := os.ReadFile(s.Dir + "/" + id)
	return string(b), err
}

func (s *Store) purgeBackup(id string) {
	os.Remove(s.Dir + "/" + id + ".bak")
}

// Get only reads.
func (s *Store) Get(id string) (string, error) {
	b, err := os.ReadFile(s.Dir + "/" + id)
	return string(b), err
}
