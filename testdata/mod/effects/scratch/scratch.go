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

// ---- A cache the server sets up, a tool fills. ----

// cacheDir is the user's cache directory for the server, or the current
// directory when there is none: the fallback is the answer of a
// function that could not make its directory, not a place of its own.
func cacheDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "."
	}
	mine := filepath.Join(dir, "scratch-fixture")
	if err := os.MkdirAll(mine, 0o755); err != nil {
		return "."
	}
	return mine
}

// Provider keeps where its cache lives in an unexported field, set where
// the server is made: the operator may move it (the environment), the
// code's default is below the user's cache directory.
type Provider struct {
	cachePath string
	dataPath  string
	Exported  string
}

func NewProvider(dataDir string) *Provider {
	p := os.Getenv("SCRATCH_FIXTURE_CACHE")
	if p == "" {
		p = filepath.Join(cacheDir(), "channels.json")
	}
	return &Provider{cachePath: p, dataPath: filepath.Join(dataDir, "data.json"), Exported: p}
}

// Refresh fills the cache on a miss.
func (pr *Provider) Refresh(data []byte) error {
	if _, err := os.ReadFile(pr.cachePath); err == nil {
		return nil
	}
	return os.WriteFile(pr.cachePath, data, 0o644)
}

// Save writes the data file, in a directory the server is given.
func (pr *Provider) Save(data []byte) error { // want Save:`effects\(write-local=os.WriteFile\)`
	return os.WriteFile(pr.dataPath, data, 0o644)
}

// SaveExported writes where an exported field says: an importer may
// have set it to anything.
func (pr *Provider) SaveExported(data []byte) error { // want SaveExported:`effects\(write-local=os.WriteFile\)`
	return os.WriteFile(pr.Exported, data, 0o644)
}

// Configured writes where the environment alone says: no scratch default
// tells what the path is for.
func Configured(data []byte) error { // want Configured:`effects\(write-local=os.WriteFile\)`
	p := os.Getenv("SCRATCH_FIXTURE_OUT")
	return os.WriteFile(p, data, 0o644)
}

// here answers "." only: the current directory is not the tool's.
func here() string { return "." }

// Here writes into the current directory.
func Here(data []byte) error { // want Here:`effects\(write-local=os.WriteFile\)`
	return os.WriteFile(filepath.Join(here(), "out.json"), data, 0o644)
}

// positional is set by position, which the field rule does not follow.
type positional struct{ path string }

// Positional writes a field given by position.
func Positional(data []byte) error { // want Positional:`effects\(write-local=os.WriteFile\)`
	pos := positional{filepath.Join(cacheDir(), "p.json")}
	return os.WriteFile(pos.path, data, 0o644)
}
