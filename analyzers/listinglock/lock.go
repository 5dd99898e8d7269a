package listinglock

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/mcptool"
)

// Lock is what a module's servers list, as a file under review: by
// package path, each package's tools by name.
type Lock struct {
	// Version is the form of the file (1).
	Version  int                 `json:"version"`
	Packages map[string]*Listing `json:"packages"`
}

// Listing is what one package lists.
type Listing struct {
	Tools map[string]Tool `json:"tools"`
}

// Tool is what a client receives for one tool in tools/list, besides its
// name: the words the model reads, the hints, the schemas.
type Tool struct {
	Title        string          `json:"title,omitempty"`
	Description  string          `json:"description,omitempty"`
	Annotations  *Annotations    `json:"annotations,omitempty"`
	InputSchema  json.RawMessage `json:"inputSchema,omitempty"`
	OutputSchema json.RawMessage `json:"outputSchema,omitempty"`
	// Unknown says which schema mcpvet cannot tell, and why, by its key
	// ("inputSchema", "outputSchema"): unknown is not none, and is never
	// compared as a change of the schema.
	Unknown map[string]string `json:"unknown,omitempty"`
}

// Annotations are the behaviour hints a tool gives, as listed.
type Annotations struct {
	ReadOnlyHint    *bool `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool `json:"openWorldHint,omitempty"`
}

// version is the form of the file this package reads and writes.
const version = 1

// Read reads the lock at path.
func Read(path string) (*Lock, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse reads the lock held in data, read from path (which errors name).
func Parse(path string, data []byte) (*Lock, error) {
	var l Lock
	if err := json.Unmarshal(data, &l); err != nil {
		return nil, fmt.Errorf("%s is not a listing lock: %v", path, err)
	}
	if l.Version != version {
		return nil, fmt.Errorf("%s is a listing lock of version %d; this mcpvet reads version %d", path, l.Version, version)
	}
	if l.Packages == nil {
		l.Packages = map[string]*Listing{}
	}
	return &l, nil
}

// Marshal is the lock as its file holds it: indented, keys sorted, so
// that a change of the listing is a readable change of the file.
func (l *Lock) Marshal() ([]byte, error) {
	l.Version = version
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(l); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Write writes l to path, through a file beside it renamed into place.
func (l *Lock) Write(path string) error {
	data, err := l.Marshal()
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".mcpvet-lock-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Of is what the package lists, and where each tool is declared: the
// tools a shipped entry point registers, whose names are constants, and
// the API's route tools. A tool whose name is not known cannot be locked.
func Of(facts *mcpfacts.Result, api *apifacts.Result) (*Listing, map[string]*mcptool.Tool) {
	l := &Listing{Tools: map[string]Tool{}}
	at := map[string]*mcptool.Tool{}
	add := func(t *mcptool.Tool) {
		if !t.NameKnown || t.Name == "" {
			return
		}
		if _, dup := at[t.Name]; dup {
			return // the first one declared is the one a client sees (OMCG0007 reports the others)
		}
		at[t.Name] = t
		l.Tools[t.Name] = entry(facts, t)
	}
	if facts != nil {
		for _, t := range facts.Tools {
			if t.Shipped() {
				add(t)
			}
		}
	}
	if api != nil {
		for _, r := range api.Tools {
			add(r.Tool)
		}
	}
	return l, at
}

func entry(facts *mcpfacts.Result, t *mcptool.Tool) Tool {
	ls := facts.Listing(t)
	e := Tool{Title: t.Title, Description: t.Description, InputSchema: ls.Input, OutputSchema: ls.Output}
	if a := t.Annotations; a != nil {
		e.Annotations = &Annotations{a.ReadOnly, a.Destructive, a.Idempotent, a.OpenWorld}
	}
	// Every tool lists an input schema: none known is unknown. An output
	// schema is optional: none is unknown only where the tool gives one
	// mcpvet cannot fold, or the go-sdk would infer one and cannot.
	if e.InputSchema == nil {
		e.unknown("inputSchema", unknownWhy(t, ls.InputGiven, ls.InputErr))
	}
	if e.OutputSchema == nil && (ls.OutputGiven || ls.OutputErr != nil || t.IllTyped) {
		e.unknown("outputSchema", unknownWhy(t, ls.OutputGiven, ls.OutputErr))
	}
	return e
}

func (e *Tool) unknown(key, why string) {
	if e.Unknown == nil {
		e.Unknown = map[string]string{}
	}
	e.Unknown[key] = why
}

// unknownWhy says why mcpvet cannot tell a schema of t.
func unknownWhy(t *mcptool.Tool, given bool, inferErr error) string {
	switch {
	case t.IllTyped:
		return "the tool's types do not check"
	case t.Style() == mcptool.MarkNewTool:
		return "mcpvet cannot fold the schema of this mcp.NewTool call (its options, or this release of mcp-go)"
	case given:
		return "the schema the tool gives is not a constant"
	case inferErr != nil:
		return "the go-sdk cannot infer it: " + inferErr.Error()
	}
	return "mcpvet does not compute this registration's schema"
}
