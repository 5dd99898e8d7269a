package listinglock

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"os"
	"path/filepath"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// Lock is what a module's servers list, as a file under review: by
// package path, each package's tools by name.
type Lock struct {
	// Version is the form of the file (1).
	Version  int                 `json:"version"`
	Packages map[string]*Listing `json:"packages"`
}

// Listing is what one package lists: its tools by name, its resources by
// URI, its resource templates by URI template, its prompts by name. A
// lock written before resources and prompts were locked has none of
// their keys (nil here): they are not compared then.
type Listing struct {
	Tools     map[string]Tool     `json:"tools"`
	Resources map[string]Resource `json:"resources"`
	Templates map[string]Resource `json:"resourceTemplates"`
	Prompts   map[string]Prompt   `json:"prompts"`
	// Servers are the servers the package creates, by their
	// implementation name, with the instructions initialize gives the
	// model.
	Servers map[string]Server `json:"servers"`
}

// Server is what a client receives from initialize besides the
// capabilities: the instructions.
type Server struct {
	Instructions string            `json:"instructions,omitempty"`
	Unknown      map[string]string `json:"unknown,omitempty"`
}

// Resource is what a client receives for one resource or resource
// template in resources/list or resources/templates/list, besides its
// URI: its name, the words the model reads, its content type.
type Resource struct {
	Name        string `json:"name,omitempty"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
	// Unknown says what mcpvet cannot tell, and why, by its key.
	Unknown map[string]string `json:"unknown,omitempty"`
}

// Prompt is what a client receives for one prompt in prompts/list,
// besides its name.
type Prompt struct {
	Title       string                    `json:"title,omitempty"`
	Description string                    `json:"description,omitempty"`
	Arguments   map[string]PromptArgument `json:"arguments,omitempty"`
	Unknown     map[string]string         `json:"unknown,omitempty"`
}

// PromptArgument is one argument of a prompt, as listed.
type PromptArgument struct {
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
}

// Empty reports whether the package lists nothing.
func (l *Listing) Empty() bool {
	return len(l.Tools) == 0 && len(l.Resources) == 0 && len(l.Templates) == 0 && len(l.Prompts) == 0 && len(l.Servers) == 0
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

// Where says where each entry of a Listing is declared, by its key.
type Where struct {
	Tools                                  map[string]*mcptool.Tool
	Resources, Templates, Prompts, Servers map[string]span
}

// span is the source an offer is written in.
type span struct{ pos, end token.Pos }

// Of is what the package lists, and where each entry is declared: the
// tools a shipped entry point registers, whose names are constants, the
// API's route tools, and the resources, templates and prompts of
// //mcp:resource and //mcp:prompt funcs and of SDK registrations whose
// key is a constant (outside tests and the generated file, whose
// registrations are the directives'). An entry whose key is not known
// cannot be locked.
func Of(fset *token.FileSet, facts *mcpfacts.Result, api *apifacts.Result) (*Listing, *Where) {
	l, w := &Listing{Tools: map[string]Tool{}}, &Where{}
	at := map[string]*mcptool.Tool{}
	w.Tools = at
	offersOf(fset, facts, l, w)
	serversOf(fset, facts, l, w)
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
	return l, w
}

// serversOf adds the servers the package creates, by name (one whose name
// is not a constant cannot be locked), outside tests: a test's server is
// not what the package serves.
func serversOf(fset *token.FileSet, facts *mcpfacts.Result, l *Listing, w *Where) {
	l.Servers, w.Servers = map[string]Server{}, map[string]span{}
	if facts == nil {
		return
	}
	for _, s := range facts.Servers {
		if s.Name == "" || passutil.InTestFile(fset, s.Pos) {
			continue
		}
		if _, dup := l.Servers[s.Name]; dup {
			continue
		}
		e := Server{Instructions: s.Instructions}
		if !s.InstructionsKnown {
			e.Unknown = map[string]string{"instructions": "not a constant mcpvet can fold"}
		}
		l.Servers[s.Name], w.Servers[s.Name] = e, span{s.Pos, s.End}
	}
}

// offersOf adds the package's resources, templates and prompts to l.
func offersOf(fset *token.FileSet, facts *mcpfacts.Result, l *Listing, w *Where) {
	l.Resources, l.Templates, l.Prompts = map[string]Resource{}, map[string]Resource{}, map[string]Prompt{}
	w.Resources, w.Templates, w.Prompts = map[string]span{}, map[string]span{}, map[string]span{}
	if facts == nil {
		return
	}
	for _, r := range facts.Resources {
		m, at := l.Resources, w.Resources
		if r.Template {
			m, at = l.Templates, w.Templates
		}
		if _, dup := m[r.URI]; !dup {
			m[r.URI] = Resource{Name: r.Name, Title: r.Title, Description: r.Description, MIMEType: r.MIME}
			at[r.URI] = span{r.Pos, r.End}
		}
	}
	for _, pr := range facts.Prompts {
		if _, dup := l.Prompts[pr.Name]; dup {
			continue
		}
		e := Prompt{Title: pr.Title, Description: pr.Description, Arguments: map[string]PromptArgument{}}
		for _, a := range pr.Params {
			e.Arguments[a.Var.Name()] = PromptArgument{Description: a.Description, Required: !a.Optional}
		}
		l.Prompts[pr.Name] = e
		w.Prompts[pr.Name] = span{pr.Pos, pr.End}
	}
	for _, r := range facts.SDKResources {
		if !r.KeyKnown || len(r.Registrations) == 0 || passutil.InTestFile(fset, r.At.Pos()) || filepath.Base(fset.Position(r.At.Pos()).Filename) == knowledge.GenFileName {
			continue
		}
		unknown := map[string]string{}
		for _, u := range r.Unfolded {
			unknown[u] = "not a constant mcpvet can fold"
		}
		if len(unknown) == 0 {
			unknown = nil
		}
		at := span{r.At.Pos(), r.At.End()}
		switch r.Kind {
		case mcpresource.PromptKind:
			if _, dup := l.Prompts[r.Key]; dup {
				continue
			}
			e := Prompt{Title: r.Title, Description: r.Description, Unknown: unknown}
			if r.ArgumentsKnown {
				e.Arguments = map[string]PromptArgument{}
				for _, a := range r.Arguments {
					e.Arguments[a.Name] = PromptArgument{Title: a.Title, Description: a.Description, Required: a.Required}
				}
			} else if e.Unknown == nil || e.Unknown["arguments"] == "" {
				if e.Unknown == nil {
					e.Unknown = map[string]string{}
				}
				e.Unknown["arguments"] = "mcpvet does not read this prompt's arguments"
			}
			l.Prompts[r.Key], w.Prompts[r.Key] = e, at
		default:
			m, where := l.Resources, w.Resources
			if r.Kind == mcpresource.TemplateResource {
				m, where = l.Templates, w.Templates
			}
			if _, dup := m[r.Key]; !dup {
				m[r.Key] = Resource{Name: r.Name, Title: r.Title, Description: r.Description, MIMEType: r.MIMEType, Unknown: unknown}
				where[r.Key] = at
			}
		}
	}
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
