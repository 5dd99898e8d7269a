// Package clientprofile holds what common MCP clients refuse that the MCP
// spec allows: the profiles of the client family of diagnostics (OMCG0013,
// OMCG0023, OMCG0024, OMCG0025), and the analyzer whose flags select them
// (-clientprofile.clients and -clientprofile.servername; mcpvet's
// -clients and -servername, the golangci-lint plugin's clients and
// servername).
//
// Each rule here is a fact about a client, with the public issue or
// documentation that shows it on the code's page (docs/diagnostics). A
// client appears in a finding only when it is selected.
package clientprofile

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
)

// Client is one profile.
type Client struct {
	// Key is the client's word in -clients.
	Key string
	// Name is how a finding names the client.
	Name string
}

// The profiles, in the order findings name them.
var (
	OpenAI  = Client{"openai", "OpenAI"}
	Gemini  = Client{"gemini", "Gemini"}
	Claude  = Client{"claude", "Claude Code"}
	Cursor  = Client{"cursor", "Cursor"}
	Copilot = Client{"copilot", "GitHub Copilot"}
)

// All lists every profile.
var All = []Client{OpenAI, Gemini, Claude, Cursor, Copilot}

// Selection is a set of clients, by key.
type Selection map[string]bool

// Has reports whether c is selected.
func (s Selection) Has(c Client) bool { return s[c.Key] }

// Empty reports whether no client is selected.
func (s Selection) Empty() bool { return len(s) == 0 }

// Parse reads a -clients value: "all", "none", or a comma-separated list
// of client keys (any case, spaces allowed).
func Parse(v string) (Selection, error) {
	sel := Selection{}
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "", "all":
		return every(), nil
	case "none":
		return sel, nil
	}
	for w := range strings.SplitSeq(v, ",") {
		w = strings.ToLower(strings.TrimSpace(w))
		i := slices.IndexFunc(All, func(c Client) bool { return c.Key == w })
		if i < 0 {
			return nil, fmt.Errorf("unknown client %q (known: %s; or all, none)", w, strings.Join(Keys(), ", "))
		}
		sel[w] = true
	}
	return sel, nil
}

// Keys lists the keys of every profile.
func Keys() []string {
	var out []string
	for _, c := range All {
		out = append(out, c.Key)
	}
	return out
}

// Analyzer holds the client family's setting as its own flags, so that
// every driver sets it the way it sets any analyzer's: go vet
// (-clientprofile.clients=gemini,claude), nogo's analyzer_flags, a
// golangci-lint plugin's settings, mcpvet's -clients and -servername
// (aliases). The family (OMCG0013, OMCG0023-OMCG0025) Requires it and
// reads its result; one analyzer holds the choice, so that it is said
// once, not once per code.
var Analyzer = &analysis.Analyzer{
	Name: "clientprofile",
	Doc: `the clients the client family holds tools to

Clientprofile reports nothing. Its flags select the client profiles of
OMCG0013 and OMCG0023-OMCG0025: -clients (all, none, or a list of
openai, gemini, claude, cursor, copilot; default all) and -servername
(the server name clients prefix tool names with, where mcp.NewServer
does not give it as a constant).`,
	URL:              "https://github.com/mcpvet/mcpvet#usage",
	Requires:         []*analysis.Analyzer{inspect.Analyzer},
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Setting](),
	Run: func(pass *analysis.Pass) (any, error) {
		return &Setting{Clients: clients.sel, ServerName: serverName(pass, serverNameFlag)}, nil
	},
}

// The flags' values: written only by flag parsing, before any analysis
// runs, as every analyzer's Flags are.
var (
	clients        = clientsValue{raw: "all", sel: every()}
	serverNameFlag string
)

func init() {
	Analyzer.Flags.Var(&clients, "clients", "hold tools to these `clients`' limits: all, none, or a list of "+strings.Join(Keys(), ","))
	Analyzer.Flags.StringVar(&serverNameFlag, "servername", "", "the server `name` clients prefix tool names with, where mcp.NewServer does not give it as a constant")
}

// every selects every profile, -clients' default.
func every() Selection {
	sel := Selection{}
	for _, c := range All {
		sel[c.Key] = true
	}
	return sel
}

// Setting is the Analyzer's result for a package: the selected clients,
// and the server name its tools are listed under, for prefix budgets
// (the one constant name the package creates its servers with, else
// -servername, else "").
type Setting struct {
	Clients    Selection
	ServerName string
}

// Of is the setting of the pass, whose analyzer Requires Analyzer; every
// client when it does not (so that a missing requirement cannot turn the
// family off).
func Of(pass *analysis.Pass) *Setting {
	if s, ok := pass.ResultOf[Analyzer].(*Setting); ok {
		return s
	}
	return &Setting{Clients: every()}
}

// clientsValue is -clients as a flag.Value: a bad list is refused when
// the flag is set.
type clientsValue struct {
	raw string
	sel Selection
}

func (v *clientsValue) Set(s string) error {
	sel, err := Parse(s)
	if err != nil {
		return err
	}
	v.raw, v.sel = s, sel
	return nil
}

func (v *clientsValue) String() string { return v.raw }

// Join names clients as a sentence does: "A", "A and B", "A, B and C".
func Join(cs []Client) string {
	var names []string
	for _, c := range cs {
		names = append(names, c.Name)
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
