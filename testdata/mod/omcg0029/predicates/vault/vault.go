// Package vault holds a folder of notes and the predicates that say
// whether a path stays in it: the shapes of a server that checks paths
// in helpers returning a boolean, two calls down from its handlers.
package vault

import (
	"os"
	"path/filepath"
	"strings"
)

// Vault is a folder of notes.
type Vault struct{ Base string }

// Path is the vault's folder.
func (v *Vault) Path() string { return v.Base }

// IsPathSafe reports whether full stays in the vault, lexically and once
// its symbolic links are resolved.
func (v *Vault) IsPathSafe(full string) bool {
	cleanVault := filepath.Clean(v.Path())
	cleanTarget := filepath.Clean(full)
	if !isPathWithinBase(cleanVault, cleanTarget) {
		return false
	}
	return isPathWithinBase(resolve(cleanVault), resolve(cleanTarget))
}

func isPathWithinBase(base, target string) bool {
	rel, err := filepath.Rel(base, target)
	if err != nil {
		return false
	}
	return rel != ".." && !strings.HasPrefix(rel, ".."+string(os.PathSeparator))
}

func resolve(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return p
}

// HasPrefix reports whether full starts with the vault's folder: a
// prefix without the separator, which a sibling folder passes.
func (v *Vault) HasPrefix(full string) bool {
	return strings.HasPrefix(filepath.Clean(full), filepath.Clean(v.Path()))
}

// NotEmpty reports whether a name is given: no check of where it leads.
func NotEmpty(name string) bool { return name != "" }
