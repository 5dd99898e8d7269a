package lsp

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// The server keeps its own answer for the next session.
//
// go vet's cache (warm.go) answers a new session only as fast as the go
// command can tell that nothing changed: about a second of CPU even on a
// small module, since it hashes the sources of every dependency. So
// after each analysis whose open files all equal the disk, the server
// also writes a snapshot of that module: the diagnostics it published
// (quick fixes included), and the contents' hashes of every file the
// analysis read that may change (the module's own packages and those of
// other modules on disk, their go.mod and go.sum, the Go release) with
// the .go files of each of their directories. A new session whose open
// files are among those the snapshot speaks for, and equal the disk,
// publishes the snapshot's diagnostics at once if every one of those
// files and directories is still what it was: reading and hashing the
// module's own files, milliseconds. Anything else, including a snapshot
// that does not decode, is a miss, and go vet's cache is asked. As with
// go vet's answer, the server's own analysis replaces it when done.
//
// A snapshot is keyed by the module's directory (one file per module,
// the last analysis wins) and holds Options.SnapshotKey (the tool and
// its flags: another build or other flags miss) and the go command's
// environment. It is written to a temporary file and renamed, so two
// sessions at once leave one whole snapshot or the other. The directory
// keeps at most maxSnapshots files, the least recently written removed.

// maxSnapshots bounds the number of modules with a snapshot.
const maxSnapshots = 256

// snapshot is one module's file (see above).
type snapshot struct {
	Key string   // Options.SnapshotKey
	Env []string // the GO* and CGO_* variables of the go command
	Dir string   // the module's directory
	// Files are the files the diagnostics depend on that may change, by
	// path: the hex SHA-256 of their contents, "" for one that did not
	// exist.
	Files map[string]string
	// Dirs are the directories of the packages that may change, with
	// their .go files.
	Dirs map[string][]string
	// Covered are the files the diagnostics speak for: a session whose
	// open files are all among them can use the snapshot.
	Covered  []string
	Findings []snapshotFinding
}

type snapshotFinding struct {
	Path  string
	Diag  diagnostic
	Fixes []snapshotFix `json:",omitempty"`
}

type snapshotFix struct {
	Title string
	Edits map[string][]textEdit
}

// snapshotFile is the file of the module in dir's snapshot.
func (s *server) snapshotFile(dir string) string {
	sum := sha256.Sum256([]byte(dir))
	return filepath.Join(s.opts.SnapshotDir, hex.EncodeToString(sum[:12])+".json")
}

// goEnv is the part of env that changes what the go command builds.
func goEnv(env []string) []string {
	if env == nil {
		env = os.Environ()
	}
	var out []string
	for _, kv := range env {
		if strings.HasPrefix(kv, "GO") || strings.HasPrefix(kv, "CGO_") {
			out = append(out, kv)
		}
	}
	sort.Strings(out)
	return out
}

// fileHash is the hex SHA-256 of the file at path, "" if it cannot be
// read.
func fileHash(path string) string {
	c, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(c)
	return hex.EncodeToString(sum[:])
}

// embedded are the files the //go:embed lines of a Go file's content
// name one by one (patterns are left out: the analyzers read only such
// files).
func embedded(content []byte) []string {
	var out []string
	for line := range strings.Lines(string(content)) {
		pattern, ok := strings.CutPrefix(strings.TrimSpace(line), "//go:embed ")
		if !ok {
			continue
		}
		for name := range strings.FieldsSeq(pattern) {
			if !strings.ContainsAny(name, "*?[\"`") && !strings.HasPrefix(name, "all:") {
				out = append(out, name)
			}
		}
	}
	return out
}

// saveSnapshot writes the snapshot of the module in dir after an
// analysis by e whose open files, texts, equal the disk; covered are the
// files it spoke for and found its findings by path. A failure to write
// is only logged: the snapshot is an optimization.
func (s *server) saveSnapshot(dir string, e *engine, texts map[string][]byte, covered map[string]bool, found map[string][]finding) {
	if s.opts.SnapshotDir == "" || e.meta == nil {
		return
	}
	for path, text := range texts {
		if disk, err := os.ReadFile(path); err != nil || string(disk) != string(text) {
			return // the snapshot speaks for the files on disk only
		}
	}
	snap := snapshot{Key: s.opts.SnapshotKey, Env: goEnv(s.opts.Env), Dir: dir, Files: map[string]string{}, Dirs: map[string][]string{}}
	for path := range e.meta.headers {
		// The engine's own read: a file whose stamp did not change since
		// the analysis is not read or hashed again.
		c, h, err := e.read(path, true)
		if err != nil {
			snap.Files[path] = ""
			continue
		}
		snap.Files[path] = hex.EncodeToString(h[:])
		// A file a //go:embed line names can be a tool's description.
		for _, name := range embedded(c) {
			f := filepath.Join(filepath.Dir(path), filepath.FromSlash(name))
			snap.Files[f] = fileHash(f)
		}
	}
	for path := range e.meta.modFiles {
		snap.Files[path] = fileHash(path)
	}
	for _, root := range e.immutables {
		// The Go release: the standard library's facts are its.
		if v := filepath.Join(filepath.Dir(root), "VERSION"); filepath.Base(root) == "src" {
			snap.Files[v] = fileHash(v)
		}
	}
	for d, names := range e.meta.dirs {
		snap.Dirs[d] = names
	}
	for path := range covered {
		snap.Covered = append(snap.Covered, path)
		for _, f := range found[path] {
			sf := snapshotFinding{Path: path, Diag: f.diag}
			for _, fx := range f.fixes {
				sf.Fixes = append(sf.Fixes, snapshotFix{Title: fx.title, Edits: fx.edits})
			}
			snap.Findings = append(snap.Findings, sf)
		}
	}
	sort.Strings(snap.Covered)
	data, err := json.Marshal(snap)
	if err != nil {
		s.tracef("%s: snapshot not written: %v", dir, err)
		return
	}
	if err := os.MkdirAll(s.opts.SnapshotDir, 0o777); err != nil {
		s.tracef("%s: snapshot not written: %v", dir, err)
		return
	}
	tmp, err := os.CreateTemp(s.opts.SnapshotDir, "tmp-*")
	if err != nil {
		s.tracef("%s: snapshot not written: %v", dir, err)
		return
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		s.tracef("%s: snapshot not written: %v", dir, errors.Join(werr, cerr))
		return
	}
	if err := os.Rename(tmp.Name(), s.snapshotFile(dir)); err != nil {
		os.Remove(tmp.Name())
		s.tracef("%s: snapshot not written: %v", dir, err)
		return
	}
	trimSnapshots(s.opts.SnapshotDir)
	s.tracef("%s: snapshot written for the next session", dir)
}

// trimSnapshots removes the oldest snapshots beyond maxSnapshots.
func trimSnapshots(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) <= maxSnapshots {
		return
	}
	type aged struct {
		name string
		mod  int64
	}
	var files []aged
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && strings.HasSuffix(e.Name(), ".json") {
			files = append(files, aged{e.Name(), fi.ModTime().UnixNano()})
		}
	}
	slices.SortFunc(files, func(a, b aged) int { return int(b.mod - a.mod) })
	for _, f := range files[min(maxSnapshots, len(files)):] {
		os.Remove(filepath.Join(dir, f.name))
	}
}

// fromSnapshot returns the findings of the module in dir's snapshot,
// when it speaks for the open files texts and nothing it depends on
// changed; why says why not.
func (s *server) fromSnapshot(dir string, texts map[string][]byte) (found []finding, why string) {
	if s.opts.SnapshotDir == "" {
		return nil, "no snapshot directory"
	}
	data, err := os.ReadFile(s.snapshotFile(dir))
	if err != nil {
		return nil, "no snapshot"
	}
	var snap snapshot
	if err := json.Unmarshal(data, &snap); err != nil || snap.Dir != dir {
		return nil, "the snapshot does not decode"
	}
	if snap.Key != s.opts.SnapshotKey || !slices.Equal(snap.Env, goEnv(s.opts.Env)) {
		return nil, "the snapshot is of another build, flags or environment"
	}
	for path := range texts {
		if _, ok := slices.BinarySearch(snap.Covered, path); !ok {
			return nil, filepath.Base(path) + " is not among the files the snapshot speaks for"
		}
	}
	for d, names := range snap.Dirs {
		if !slices.Equal(goNames(d), names) {
			return nil, "Go files were added to or removed from " + d
		}
	}
	for path, h := range snap.Files {
		if fileHash(path) != h {
			return nil, filepath.Base(path) + " changed"
		}
	}
	for _, sf := range snap.Findings {
		f := finding{path: sf.Path, diag: sf.Diag}
		for _, fx := range sf.Fixes {
			f.fixes = append(f.fixes, fix{title: fx.Title, edits: fx.Edits})
		}
		found = append(found, f)
	}
	return found, ""
}
