// Package disk keeps notes in files under a folder.
package disk

import (
	"os"
	"path/filepath"
)

type Disk struct{ Root string }

func (d *Disk) Read(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(d.Root, name))
}

func (d *Disk) List(dir string) ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(d.Root, dir))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names, err
}

// Rooted reads in an os.Root of its folder: a name cannot leave it.
type Rooted struct{ Root string }

func (r *Rooted) Open(name string) ([]byte, error) {
	f, err := os.OpenInRoot(r.Root, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var b [4096]byte
	n, err := f.Read(b[:])
	return b[:n], err
}
