package genload_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/internal/fixturemod"
	"github.com/mcpvet/mcpvet/internal/genload"
)

// The types of gen/sdklist, mirrored: the go-sdk's schemas of these are
// what `mcpvet schema` must list for its mcp.AddTool tools.
type SearchIn struct {
	Query string `json:"query" jsonschema:"what to look for"`
	Limit *int   `json:"limit,omitempty"`
}

type Hit struct {
	Title string `json:"title"`
	Score int8   `json:"score"`
}

func sdkJSON[T any](t *testing.T) string {
	t.Helper()
	s, err := jsonschema.For[T](&jsonschema.ForOptions{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return canonicalJSON(t, b)
}

func canonicalJSON(t *testing.T, b []byte) string {
	t.Helper()
	var v any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	out, _ := json.Marshal(v)
	return string(out)
}

// TestSDKSchemas: mcp.AddTool tools are listed with the schemas the go-sdk
// serves (an array output as an array), labelled go-sdk; no schema where
// AddTool panics; and what mcpvet reports about each (OMCG0007, OMCG0008,
// the panic), once per cause, as "CODE: message".
func TestSDKSchemas(t *testing.T) {
	pkgs, err := loadOnly("./gen/sdklist")
	if err != nil {
		t.Fatal(err)
	}
	tools := genload.Schemas(pkgs)
	if len(tools) != 4 {
		t.Fatalf("%d tools, want 4: %+v", len(tools), tools)
	}
	in, out := sdkJSON[SearchIn](t), sdkJSON[[]Hit](t)
	hasProblem := func(ts genload.ToolSchemas, prefix string) bool {
		return slices.ContainsFunc(ts.Problems, func(p string) bool { return strings.HasPrefix(p, prefix) })
	}
	for i, ts := range tools {
		if ts.Dialect != genload.DialectGoSDK {
			t.Errorf("%s: dialect %q", ts.Name, ts.Dialect)
		}
		if i == 3 {
			if ts.Name != "hooks" || ts.InputSchema != nil || ts.OutputSchema != nil || !hasProblem(ts, "OMCG0002: hooks: HooksIn.Done: jsonschema-go cannot infer a schema for chan bool") || len(ts.Problems) != 1 {
				t.Errorf("hooks: %+v", ts)
			}
			continue
		}
		if got := canonicalJSON(t, ts.InputSchema); got != in {
			t.Errorf("%s input:\n got %s\nwant %s", ts.Name, got, in)
		}
		if ts.OutputSchema == nil || canonicalJSON(t, ts.OutputSchema) != out {
			t.Errorf("%s output:\n got %s\nwant %s", ts.Name, ts.OutputSchema, out)
		}
	}
	// Limit *int and the []Hit output: Gemini refuses the go-sdk's type
	// array (OMCG0023), Cursor an output that is not an object (OMCG0024);
	// listed with both tools named search, once each. The field is one
	// finding for every tool whose input has it (find docs too). The
	// duplicate name (OMCG0007, reported at the second registration with
	// the first as a related location) is the first's too: the go-sdk
	// drops it.
	if p := tools[0].Problems; len(p) != 3 || !hasProblem(tools[0], `OMCG0023: find docs, search: input property "limit" has "type": ["null","integer"]`) || !hasProblem(tools[0], `OMCG0024: search: the output schema`) || !hasProblem(tools[0], `OMCG0007: tool name "search" is already used`) {
		t.Errorf("the first search has problems %q; want OMCG0023's, OMCG0024's and OMCG0007's", p)
	}
	if !hasProblem(tools[1], `OMCG0007: tool name "search" is already used on the same server (s)`) {
		t.Errorf("the second search: problems %q", tools[1].Problems)
	}
	if !hasProblem(tools[2], `OMCG0008: tool name "find docs" is not valid`) {
		t.Errorf("find docs: problems %q", tools[2].Problems)
	}
}

// TestWrapperListing: a tool declared through a server's own registration
// layer is listed with the wrapper it goes through, and a registration
// whose tool cannot be followed is listed as such, with the reason.
func TestWrapperListing(t *testing.T) {
	pkgs, err := loadOnly("./mcpfacts/wrappers/...")
	if err != nil {
		t.Fatal(err)
	}
	var styles []string
	for _, ts := range genload.Schemas(pkgs) {
		if ts.Name == "search" {
			styles = append(styles, ts.Style)
		}
	}
	if !slices.Contains(styles, "mcp.AddTool via registry.AddTool") {
		t.Errorf("tool search is listed as %q; want one via registry.AddTool", styles)
	}
	found := false
	for _, u := range genload.Unfollowed(pkgs) {
		if strings.HasSuffix(u.Package, "ctorapp") && strings.Contains(u.Why, "ctorapp.Source.Tools") && strings.HasPrefix(u.Pos, "ctorapp.go:30:") {
			found = true
		}
	}
	if !found {
		t.Errorf("the unfollowed registration of ctorapp is not listed: %+v", genload.Unfollowed(pkgs))
	}
}

// TestGivenSchemaListing: a go-sdk input schema the code gives is folded
// for the listing from a function without arguments that returns it and
// from a variable nothing writes into; one written into after, or built
// from an argument, is listed as given and not folded.
func TestGivenSchemaListing(t *testing.T) {
	byName := schemasByName(t, "./mcpfacts/givenschema")
	for name, want := range map[string]string{
		"run":     `{"properties":{"prompt":{"description":"What to do.","type":"string"}},"required":["prompt"],"type":"object"}`,
		"stats":   `{"properties":{},"type":"object"}`,
		"changed": "",
		"named":   "",
		// Built by a helper from the parts the call gives, its
		// condition decided by them.
		"helped":          `{"properties":{"path":{"description":"A path.","type":"string"}},"required":["path"],"type":"object"}`,
		"helped_optional": `{"properties":{"n":{"description":"How many.","type":"integer"}},"type":"object"}`,
		"helped_none":     `{"properties":null,"type":"object"}`,
	} {
		ts := byName[name]
		if !ts.InputGiven || string(ts.InputSchema) != want {
			t.Errorf("%s: input given %v, folded %s; want %q", name, ts.InputGiven, ts.InputSchema, want)
		}
	}
}

// TestOldSDKGivenSchema: a schema given in the go-sdk v0.2.0's own
// jsonschema package (testdata/mod/omcg0030/sdk02, a module of its own)
// is folded as that release writes it, which the module's test reads
// through v0.2.0's own client: both compare with given.Listed.
func TestOldSDKGivenSchema(t *testing.T) {
	if testing.Short() {
		t.Skip("loads a module of its own")
	}
	dir := fixturemod.Use(t, filepath.Join(fixtures, "omcg0030", "sdk02"))
	pkgs, err := genload.Load(genload.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off")}, "./given")
	if err != nil {
		t.Fatal(err)
	}
	const listed = `{"type":"object","required":["path"],"properties":{"path":{"type":"string","description":"A folder."}}}`
	src, err := os.ReadFile(filepath.Join(dir, "given", "given.go"))
	if err != nil || !strings.Contains(string(src), "const Listed = `"+listed+"`") {
		t.Fatalf("given.Listed is not %s (%v)", listed, err)
	}
	// list_inferred's schema is v0.2.0's own jsonschema.For[Walk](), held
	// in a local, with a description set after it (given.ListedInferred).
	const inferred = `{"type":"object","required":["root","depth"],"properties":{"depth":{"type":"integer","description":"How deep."},"root":{"type":"string"}},"additionalProperties":{"not":{}}}`
	src, err = os.ReadFile(filepath.Join(dir, "given", "inferred.go"))
	if err != nil || !strings.Contains(string(src), "const ListedInferred = `"+inferred+"`") {
		t.Fatalf("given.ListedInferred is not %s (%v)", inferred, err)
	}
	// list_typed's is the SDK's inference for its typed handler: v0.2.0's
	// own jsonschema package infers as jsonschema-go's line before v0.3,
	// and writes the schema that validates nothing as {"not":{}}.
	const typed = `{"type":"object","required":["names"],"properties":{"depth":{"type":"integer"},"names":{"type":"array","items":{"type":"string"}}},"additionalProperties":{"not":{}}}`
	if !strings.Contains(string(src), "const ListedTyped = `"+typed+"`") {
		t.Fatalf("given.ListedTyped is not %s", typed)
	}
	wants := map[string]string{"list_given": listed, "list_inferred": inferred, "list_typed": typed}
	for _, ts := range genload.Schemas(pkgs) {
		listed, ok := wants[ts.Name]
		if !ok {
			continue
		}
		delete(wants, ts.Name)
		var want, got any
		json.Unmarshal([]byte(listed), &want)
		json.Unmarshal(ts.InputSchema, &got)
		wantJSON, _ := json.Marshal(want)
		gotJSON, _ := json.Marshal(got)
		if ts.InputGiven != (ts.Name != "list_typed") || string(gotJSON) != string(wantJSON) {
			t.Errorf("%s: input given %v, listed %s; want %s", ts.Name, ts.InputGiven, ts.InputSchema, wantJSON)
		}
	}
	for name := range wants {
		t.Errorf("%s is not listed", name)
	}
}

// TestOwnToolListing: a literal of a server's own tool type, in a package
// that never sees the converter, is listed with its type, and the schema
// it gives is folded from its literal; a runtime.Tool registration is
// listed as such with mcpvet's schemas of In and Out.
func TestOwnToolListing(t *testing.T) {
	pkgs, err := loadOnly("./mcpfacts/owntype/...", "./mcpfacts/basic")
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]genload.ToolSchemas{}
	for _, ts := range genload.Schemas(pkgs) {
		byName[ts.Name] = ts
	}
	ns := byName["namespaces_list"]
	if ns.Style != "own tool type api.Tool" || !ns.InputGiven || string(ns.InputSchema) != `{"properties":{"fieldSelector":{"description":"A field selector.","pattern":"^[a-z.]+=[a-z]+$","type":"string"}},"type":"object"}` {
		t.Errorf("namespaces_list is listed as %q, input given %v: %s", ns.Style, ns.InputGiven, ns.InputSchema)
	}
	if pods := byName["pods_list"]; pods.Style != "own tool type api.Tool via api.ReadOnly" || !pods.InputGiven || pods.InputSchema != nil {
		t.Errorf("pods_list is listed as %q, input given %v: %s; want its schema given but not folded (another package's literal)", pods.Style, pods.InputGiven, pods.InputSchema)
	}
	fc := byName["forecast"]
	if fc.Style != "runtime.Tool" || fc.InputGiven || !strings.Contains(string(fc.InputSchema), `"city"`) || !strings.Contains(string(fc.OutputSchema), `"temp"`) {
		t.Errorf("forecast is listed as %q with input %s and output %s; want runtime.Tool with the schemas of In and Out", fc.Style, fc.InputSchema, fc.OutputSchema)
	}
	var listing bytes.Buffer
	for _, ts := range genload.Schemas(pkgs) {
		listing.WriteString(ts.Name + "\n")
	}
	if strings.Contains(listing.String(), "search\n") {
		t.Errorf("the client tool of owntype/core is listed:\n%s", listing.String())
	}
}

// TestMCPGoSchemas: mark3labs tools are listed with the input schema
// mcp-go writes from their options (dialect mcp-go), with what mcpvet
// could not fold, and with what is wrong in the schema whatever the
// client.
func TestMCPGoSchemas(t *testing.T) {
	pkgs, err := loadOnly("./gen/mcpgolist")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]genload.ToolSchemas{}
	for _, ts := range genload.Schemas(pkgs) {
		if ts.Dialect != genload.DialectMCPGo {
			t.Errorf("%s: dialect %q", ts.Name, ts.Dialect)
		}
		got[ts.Name] = ts
	}
	want := map[string]struct {
		schema   string
		problems []string
	}{
		"defaults": {
			`{"properties":{"color":{"default":"blue","enum":["red","green"],"type":"string"},"n":{"default":3,"type":"string"},"tags":{"items":{"required":true,"type":"string"},"type":"array"}},"required":[],"type":"object"}`,
			[]string{
				// h reads no argument: the drift codes are problems of the listing too.
				`OMCG0041: tool "defaults": listed argument "color" is read by no path of the handler`,
				`OMCG0041: tool "defaults": listed argument "n" is read by no path of the handler`,
				`OMCG0041: tool "defaults": listed argument "tags" is read by no path of the handler`,
				`property color has default "blue", which is not one of its enum values`,
				`property n has default 3, which is not of its type string`,
				`property tags.[] has "required": true, not an array of names`,
			},
		},
		"runtime": {
			`{"properties":{"path":{"type":"string"}},"required":[],"type":"object"}`,
			[]string{
				`OMCG0041: tool "runtime": listed argument "path" is read by no path of the handler`,
				"mcp-go: input schema without properties.path.description: is the result of fmt.Sprintf",
			},
		},
		"opaque":   {"", []string{"mcp-go: input schema not folded: an option is one of several values"}},
		"conflict": {"", []string{"mcp-go cannot marshal the tool: it has both InputSchema"}},
	}
	for name, w := range want {
		ts, ok := got[name]
		if !ok {
			t.Errorf("%s: not listed", name)
			continue
		}
		switch {
		case w.schema == "" && ts.InputSchema != nil:
			t.Errorf("%s: input schema %s, want none", name, ts.InputSchema)
		case w.schema != "" && (ts.InputSchema == nil || canonicalJSON(t, ts.InputSchema) != w.schema):
			t.Errorf("%s: input schema %s, want %s", name, ts.InputSchema, w.schema)
		}
		if len(ts.Problems) != len(w.problems) {
			t.Errorf("%s: problems %q, want %d", name, ts.Problems, len(w.problems))
			continue
		}
		for i, p := range w.problems {
			if !strings.HasPrefix(ts.Problems[i], p) {
				t.Errorf("%s: problem %q, want it to start with %q", name, ts.Problems[i], p)
			}
		}
	}
}

// TestUnknownWeighsNothing: what mcpvet could not fold in an mcp-go
// schema is listed, but it is mcpvet's limit, not the code's problem, so
// mcpvet schema does not exit 3 for it (mcpvet ./... reports nothing for
// it); a tool mcp-go cannot marshal is still an error.
func TestUnknownWeighsNothing(t *testing.T) {
	pkgs, err := loadOnly("./gen/mcpgolist")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, ts := range genload.Schemas(pkgs) {
		got[ts.Name] = ts.Problems
	}
	if _, some := genload.Severity(got["opaque"]); some || len(got["opaque"]) == 0 {
		t.Errorf("opaque: problems %q weigh as a problem of the code; want them listed and weighing nothing", got["opaque"])
	}
	if worst, some := genload.Severity(got["conflict"]); !some || worst != analyzers.Error {
		t.Errorf("conflict: problems %q: severity %v, %v; want an error", got["conflict"], worst, some)
	}
}

// TestTestOnlyNotListed: a tool that only the package's tests build or
// register (constructors, an exported RegisterMeta of package main) is
// not one its server lists, so `mcpvet schema` leaves it out; what main
// registers is listed.
func TestTestOnlyNotListed(t *testing.T) {
	pkgs, err := loadOnly("./gen/testonly")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, ts := range genload.Schemas(pkgs) {
		names = append(names, ts.Name)
	}
	if !slices.Equal(names, []string{"search"}) {
		t.Errorf("listed %q, want only search (debug, echo and meta are the tests')", names)
	}
}

// TestForeignListed: a tool an mcp-go server registers that is built in a
// package the listing was not asked for (as a library of tools in a
// dependency module is) is listed, with its schema, where it is built and
// with the package that registers it; a tool of that package no listed
// server registers is not.
func TestForeignListed(t *testing.T) {
	pkgs, err := loadOnly("./gen/foreign/server")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]genload.ToolSchemas{}
	for _, ts := range genload.Schemas(pkgs) {
		got[ts.Name] = ts
	}
	if len(got) != 2 {
		t.Errorf("listed %d tools, want search and own: %v", len(got), got)
	}
	s, ok := got["search"]
	switch {
	case !ok:
		t.Fatal("search, built in fixtures/gen/foreign/tools, is not listed")
	case s.Package != "fixtures/gen/foreign/tools" || s.RegisteredIn != "fixtures/gen/foreign/server":
		t.Errorf("search is listed in %q, registered in %q", s.Package, s.RegisteredIn)
	case s.Dialect != genload.DialectMCPGo || !strings.Contains(string(s.InputSchema), `"q"`):
		t.Errorf("search: dialect %s, input schema %s; want mcp-go's, with q", s.Dialect, s.InputSchema)
	}
	if u := genload.Unfollowed(pkgs); len(u) != 0 {
		t.Errorf("unfollowed: %v", u)
	}
}

// TestEveryFindingListed: `mcpvet schema` lists with each tool what every
// family reports about it, the findings in its handler too (they name the
// tool's declaration as a related location): a request forgery
// (OMCG0033) and a required argument the listing does not have
// (OMCG0038), each with the tool it concerns and not with the others.
func TestEveryFindingListed(t *testing.T) {
	for _, tc := range []struct {
		pkg  string
		want map[string]string // tool -> the code listed with it ("" none)
	}{
		{"./omcg0033/dependency", map[string]string{"get_user": "OMCG0033", "get_user_escaped": "", "template": ""}},
		{"./omcg0038/bad", map[string]string{"search": "OMCG0038", "count": "OMCG0038"}},
	} {
		pkgs, err := loadOnly(tc.pkg)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string][]string{}
		for _, ts := range genload.Schemas(pkgs) {
			got[ts.Name] = ts.Problems
		}
		for tool, code := range tc.want {
			ps, ok := got[tool]
			switch {
			case !ok:
				t.Errorf("%s: %s is not listed", tc.pkg, tool)
			case code == "" && len(ps) > 0:
				t.Errorf("%s: %s lists %q, want nothing", tc.pkg, tool, ps)
			case code != "" && !slices.ContainsFunc(ps, func(p string) bool { return strings.HasPrefix(p, code+`: tool "`+tool+`"`) }):
				t.Errorf("%s: %s lists %q, want a %s finding about it", tc.pkg, tool, ps, code)
			}
		}
	}
}

// TestOlderJSONSchemaLine: a go-sdk v1.2.0 module (testdata/mod/sdk12,
// a module of its own) resolves jsonschema-go v0.3.0, which infers a
// slice as a plain array and a sized integer without bounds; the listing
// is that release's, byte for byte the schemas the module's own test
// reads through v1.2.0's client (listed.ListedInput and ListedOutput).
func TestOlderJSONSchemaLine(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and tests a module of its own")
	}
	dir := fixturemod.Use(t, filepath.Join(fixtures, "sdk12"))
	pkgs, err := genload.Load(genload.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off")}, "./listed")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(dir, "listed", "listed.go"))
	if err != nil {
		t.Fatal(err)
	}
	constant := func(name string) string {
		_, rest, ok := strings.Cut(string(src), "\t"+name+" ")
		_, rest, ok1 := strings.Cut(rest, "`")
		value, _, ok2 := strings.Cut(rest, "`")
		ok = ok && ok1
		if !ok || !ok2 {
			t.Fatalf("listed.%s not found", name)
		}
		var v any
		if err := json.Unmarshal([]byte(value), &v); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(v)
		return string(b)
	}
	found := false
	for _, ts := range genload.Schemas(pkgs) {
		if ts.Name != "search" {
			continue
		}
		found = true
		if got, want := string(ts.InputSchema), constant("ListedInput"); got != want {
			t.Errorf("search input:\n got %s\nwant %s", got, want)
		}
		if got, want := string(ts.OutputSchema), constant("ListedOutput"); got != want {
			t.Errorf("search output:\n got %s\nwant %s", got, want)
		}
	}
	if !found {
		t.Fatal("search is not listed")
	}
	cmd := exec.Command("go", "test", "-count=1", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./... in %s (the listing through the SDK's client): %v\n%s", dir, err, out)
	}
}
