// Package store is called by package app: its facts carry the paths
// across the packages.
package store

import "os"

type Store struct{ dir string }

// Read reads a note, and purges a backup on the way: the path goes
// through an unexported method, which gets no fact of its own.
func (s *Store) Read(id string) string { // want Read:`effects\(write-local=\(\*store.Store\).purgeBackup→os.Remove delete=\(\*store.Store\).purgeBackup→os.Remove\)`
	s.purgeBackup(id)
	return id
}

func (s *Store) purgeBackup(id string) {
	os.Remove(s.dir + "/" + id + ".bak")
}

// Get only reads: no fact.
func (s *Store) Get(id string) string { return id }

// Save writes through a value receiver.
func (s Store) Save(id string) { os.WriteFile(s.dir+"/"+id, nil, 0o644) } // want Save:`effects\(write-local=os.WriteFile\)`

// Generic writes for every T.
func Generic[T any](v T) { os.WriteFile("f", nil, 0o644) } // want Generic:`effects\(write-local=os.WriteFile\)`

// Remover makes a function that removes a note: its own call writes
// nothing, the function it makes does (made=).
func Remover(dir string) func(id string) { // want Remover:`effects\(made=\(write-local=os.Remove delete=os.Remove\)\)`
	return func(id string) { os.Remove(dir + "/" + id) }
}
