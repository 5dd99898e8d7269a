// Package pathguard holds paths to a base folder, as servers write it in
// a package of its own: the path is joined to the base, made absolute,
// its links resolved, and then tested by a method that puts a separator
// at the end of both paths where there is none, and lets the base
// itself through.
package pathguard

import (
	"errors"
	"path/filepath"
	"strings"
)

// ErrOutside is the refusal of a path outside the base folder.
var ErrOutside = errors.New("path outside the base folder")

// Guard holds paths to base.
type Guard struct{ base string }

// New returns the guard of the folder base.
func New(base string) (*Guard, error) {
	abs, err := filepath.Abs(base)
	if err != nil {
		return nil, err
	}
	return &Guard{base: abs}, nil
}

// Resolve is the absolute path of p under the base folder, or an error
// when it is outside.
func (g *Guard) Resolve(p string) (string, error) {
	full, err := g.join(p)
	if err != nil {
		return "", err
	}
	return g.contain(full)
}

func (g *Guard) join(p string) (string, error) {
	clean := filepath.Clean(p)
	if filepath.IsAbs(clean) {
		return clean, nil
	}
	return filepath.Join(g.base, clean), nil
}

func (g *Guard) contain(full string) (string, error) {
	abs, err := filepath.Abs(full)
	if err != nil {
		return "", err
	}
	resolved, err := filepath.EvalSymlinks(abs)
	if err != nil {
		resolved = abs // not there yet: a file to create
	}
	if !g.within(resolved) {
		return "", ErrOutside
	}
	return resolved, nil
}

// within reports whether path is the base folder or below it.
func (g *Guard) within(path string) bool {
	p := filepath.Clean(path)
	base := filepath.Clean(g.base)
	if !strings.HasSuffix(base, string(filepath.Separator)) {
		base += string(filepath.Separator)
	}
	if !strings.HasSuffix(p, string(filepath.Separator)) {
		p += string(filepath.Separator)
	}
	if filepath.Clean(path) == filepath.Clean(g.base) {
		return true
	}
	return strings.HasPrefix(p, base)
}

// Loose is a guard whose test has no separator: a sibling folder whose
// name starts like the base passes.
type Loose struct{ base string }

// NewLoose returns the loose guard of the folder base.
func NewLoose(base string) *Loose { return &Loose{base: base} }

// Resolve is the absolute path of p, or an error when it does not start
// with the base folder's path.
func (l *Loose) Resolve(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	if !l.within(abs) {
		return "", ErrOutside
	}
	return abs, nil
}

func (l *Loose) within(path string) bool {
	base := filepath.Clean(l.base)
	if filepath.Clean(path) == base {
		return true
	}
	return strings.HasPrefix(filepath.Clean(path), base)
}
