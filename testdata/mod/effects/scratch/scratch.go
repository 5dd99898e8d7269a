// Package scratch writes and removes the tool's own scratch (a temporary
// directory or file it made, entries of the user's cache), which has no
// effect, beside calls that look alike and change what is not the
// tool's.
package scratch

import (
	"os"
	"path/filepath"
)

// ---- No effect. ----

// Unpack makes a temporary directory, writes into it and removes it.
func Unpack(data []byte) error {
	tmp, err := os.MkdirTemp("", "unpack-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll(filepath.Join(tmp, "src", "pkg"), 0o755); err != nil {
		return err
	}
	out := filepath.Join(tmp, "src", "main.go")
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return err
	}
	return os.WriteFile(tmp+"/go.mod", data, 0o644)
}

// Spool writes a temporary file in the system's temporary directory and
// removes it.
func Spool(data []byte) error {
	f, err := os.CreateTemp(os.TempDir(), "spool-*.json")
	if err != nil {
		return err
	}
	defer func() { _ = os.Remove(f.Name()) }()
	if _, err := f.Write(data); err != nil {
		return err
	}
	return f.Close()
}

// cachePath is a file below the user's cache directory.
func cachePath(key string) (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "scratch-fixture", key+".json"), nil
}

// Fill fills the cache on a miss.
func Fill(key string, data []byte) error {
	p, err := cachePath(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return os.WriteFile(p, data, 0o644)
}

// ---- Effects. ----

// Publish makes a temporary file beside the user's path and renames it
// onto it: both write there.
func Publish(dst string, data []byte) error { // want Publish:`effects\(write-local=os.CreateTemp\)`
	f, err := os.CreateTemp(filepath.Dir(dst), ".publish-")
	if err != nil {
		return err
	}
	f.Close()
	return os.Rename(f.Name(), dst)
}

// Stage makes a temporary directory inside a directory it is given.
func Stage(dir string) (string, error) { return os.MkdirTemp(dir, "stage-") } // want Stage:`effects\(write-local=os.MkdirTemp\)`

// WipeCache removes the whole cache directory, which is not the tool's.
func WipeCache() error { // want WipeCache:`effects\(write-local=os.RemoveAll delete=os.RemoveAll\)`
	dir, err := os.UserCacheDir()
	if err != nil {
		return err
	}
	return os.RemoveAll(dir)
}

// Climb removes the parent of its temporary directory.
func Climb() error { // want Climb:`effects\(write-local=os.RemoveAll delete=os.RemoveAll\)`
	tmp, err := os.MkdirTemp("", "climb-")
	if err != nil {
		return err
	}
	return os.RemoveAll(filepath.Join(tmp, ".."))
}

// Reassigned removes a path that is temporary on one branch only.
func Reassigned(user string) error { // want Reassigned:`effects\(write-local=os.RemoveAll delete=os.RemoveAll\)`
	p, _ := os.MkdirTemp("", "x-")
	if user != "" {
		p = user
	}
	return os.RemoveAll(p)
}
