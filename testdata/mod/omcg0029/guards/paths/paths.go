// Package paths holds the containment helpers of package guards, in a
// package of its own: the guards are read through their summaries.
package paths

import (
	"errors"
	"path/filepath"
	"strings"
)

// Within returns p made absolute when it is inside root, by a prefix
// check without the separator: root+"-evil" passes it.
func Within(root, p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	dir := filepath.Clean(root)
	if !strings.HasPrefix(abs, dir) {
		return "", errors.New("outside the shared folder")
	}
	return abs, nil
}

// Inside is Within with the separator: a folder's contents only.
func Inside(root, p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	dir := filepath.Clean(root)
	if abs != dir && !strings.HasPrefix(abs, dir+string(filepath.Separator)) {
		return "", errors.New("outside the shared folder")
	}
	return abs, nil
}

// Check fails for a path outside root, by a prefix check without the
// separator.
func Check(root, p string) error {
	if !strings.HasPrefix(filepath.Clean(p), filepath.Clean(root)) {
		return errors.New("outside the shared folder")
	}
	return nil
}

// CheckRel fails for a path outside root, by filepath.Rel.
func CheckRel(root, p string) error {
	rel, err := filepath.Rel(root, p)
	if err != nil || strings.HasPrefix(rel, "..") {
		return errors.New("outside the shared folder")
	}
	return nil
}
