// Package clientprofile holds what common MCP clients refuse that the MCP
// spec allows: the profiles of the client family of diagnostics (OMCG0013,
// OMCG0023, OMCG0024, OMCG0025), and the one setting that selects them
// (mcpvet's -clients and -servername, the golangci-lint plugin's clients
// and servername).
//
// Each rule here is a fact about a client, with the public issue or
// documentation that shows it on the code's page (docs/diagnostics). A
// client appears in a finding only when it is selected.
package clientprofile

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"sync"
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
		for _, c := range All {
			sel[c.Key] = true
		}
		return sel, nil
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

// setting is the process-wide choice: mcpvet runs one set of analyzers
// with one command line, so the family reads one setting, not a flag per
// analyzer (-omcg0023.clients, -omcg0024.clients, ... would say one thing
// four times).
var setting = struct {
	sync.Mutex
	raw    string
	sel    Selection
	server string
}{raw: "all"}

// Selected is the clients the setting selects (all by default).
func Selected() Selection {
	setting.Lock()
	defer setting.Unlock()
	if setting.sel == nil {
		setting.sel, _ = Parse(setting.raw)
	}
	return setting.sel
}

// ServerName is the server name -servername gives, "" if none.
func ServerName() string {
	setting.Lock()
	defer setting.Unlock()
	return setting.server
}

// Set sets the selection from a -clients value.
func Set(v string) error {
	sel, err := Parse(v)
	if err != nil {
		return err
	}
	setting.Lock()
	defer setting.Unlock()
	setting.raw, setting.sel = v, sel
	return nil
}

// SetServerName sets the server name used for prefix budgets where the
// code does not say it as a constant.
func SetServerName(v string) {
	setting.Lock()
	defer setting.Unlock()
	setting.server = v
}

// ClientsFlag is -clients as a flag.Value.
type ClientsFlag struct{}

func (ClientsFlag) Set(v string) error { return Set(v) }
func (ClientsFlag) String() string {
	setting.Lock()
	defer setting.Unlock()
	return setting.raw
}

// ServerNameFlag is -servername as a flag.Value.
type ServerNameFlag struct{}

func (ServerNameFlag) Set(v string) error { SetServerName(v); return nil }
func (ServerNameFlag) String() string     { return ServerName() }

// Register adds -clients and -servername to fs.
func Register(fs *flag.FlagSet) {
	fs.Var(ClientsFlag{}, "clients", "hold tools to these `clients`' limits: all, none, or a list of "+strings.Join(Keys(), ","))
	fs.Var(ServerNameFlag{}, "servername", "the server `name` clients prefix tool names with, where mcp.NewServer does not give it as a constant")
}

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
