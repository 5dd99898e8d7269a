// Package store declares the interfaces the tools of package iface read
// notes through.
package store

// Reader reads a note by its name. One type of the module implements it
// (disk.Disk).
type Reader interface {
	Read(name string) ([]byte, error)
}

// Lister lists the notes of a folder. Two types implement it (disk.Disk,
// mem.Mem): a call through it is either's.
type Lister interface {
	List(dir string) ([]string, error)
}

// Opener opens a note. Two types implement it, neither of which leaves
// its folder (disk.Rooted, mem.Mem).
type Opener interface {
	Open(name string) ([]byte, error)
}
