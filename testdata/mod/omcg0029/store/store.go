// Package store holds the file helpers of package sdk, in a package of
// its own: the flows of its tools cross into it.
package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// Read reads name under base.
func Read(base, name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(base, name))
}

// Under is name under base.
func Under(base, name string) string {
	return base + string(filepath.Separator) + name
}

// Query is what Find looks for.
type Query struct {
	Name  string
	Limit int
}

// Find lists the folder q names under base.
func Find(base string, q Query) ([]os.DirEntry, error) {
	return os.ReadDir(filepath.Join(base, q.Name))
}

// ReadAll reads each of names under base.
func ReadAll(base string, names []string) error {
	for _, n := range names {
		if _, err := os.ReadFile(filepath.Join(base, n)); err != nil {
			return err
		}
	}
	return nil
}

// Get reads the file key names under base, for any string-like key.
func Get[K ~string](base string, key K) ([]byte, error) {
	return os.ReadFile(filepath.Join(base, string(key)))
}

// Contained returns name under base, or an error when it leaves base:
// its result is safe.
func Contained(base, name string) (string, error) {
	full, err := filepath.Abs(filepath.Join(base, name))
	if err != nil {
		return "", err
	}
	if !strings.HasPrefix(full, base+string(filepath.Separator)) {
		return "", errors.New("outside the base folder")
	}
	return full, nil
}

// Check fails for a name that is not local.
func Check(name string) error {
	if !filepath.IsLocal(name) {
		return errors.New("not a local path")
	}
	return nil
}
