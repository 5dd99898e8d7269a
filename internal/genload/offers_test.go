package genload_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/genload"
)

// TestOffers: the listing of gen/resources's resources, templates and
// prompts, with their parameters, as `mcpvet schema -json` prints it.
func TestOffers(t *testing.T) {
	p := load(t)["gen/resources"]
	resources, prompts := genload.Offers([]*genload.Package{p})
	var lines []string
	for _, r := range resources {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(b))
	}
	for _, pr := range prompts {
		b, err := json.Marshal(pr)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(b))
	}
	got := strings.Join(lines, "\n")
	for _, want := range []string{
		`{"package":"fixtures/gen/resources","kind":"template","style":"directive","uri":"docket://{court}/{number}","name":"docket","title":"Docket","description":"Docket returns one docket as Markdown.","mimeType":"text/markdown","result":"text","pos":"resources.go:39:1","parameters":[{"name":"court","type":"string","parse":"string","required":true},{"name":"number","type":"int","parse":"int","required":true}],"problems":[]}`,
		`{"package":"fixtures/gen/resources","kind":"resource","style":"directive","uri":"config://settings","name":"settings","description":"Config is the server's configuration, as JSON.","mimeType":"application/json","size":17,"result":"json","pos":"resources.go:46:1","parameters":[],"problems":[]}`,
		`"uri":"ui://resources/chart","name":"chart","description":"Chart is the App that renders the chart tool.","mimeType":"text/html;profile=mcp-app","result":"text"`,
		`{"name":"id","type":"uuid.UUID","parse":"text","required":true}`,
		`{"name":"prio","type":"Priority","parse":"int","required":true,"enum":["1","2"]}`,
		`{"name":"tag","type":"*Style","parse":"string","required":false,"enum":["bullet","prose"]}`,
		`"kind":"template","style":"directive","uri":"note://{title}","name":"note"`,
		`{"package":"fixtures/gen/resources","name":"summarize_case","style":"directive","title":"Summarize a case","description":"SummarizeCase asks the model for a summary of one case.","result":"text","pos":"resources.go:81:1","arguments":[{"name":"court","type":"string","parse":"string","required":true,"description":"The court's short code, e.g. nysd"},{"name":"number","type":"int","parse":"int","required":true},{"name":"style","type":"*Style","parse":"string","required":false,"enum":["bullet","prose"],"description":"bullet or prose; prose when empty"}],"problems":[]}`,
		`"name":"greet_user","style":"directive","description":"Greet returns messages.","result":"messages"`,
		`"name":"recommend","style":"directive","description":"Recommend asks for a recommendation.","result":"sdk","pos":"resources.go:112:1","arguments":[]`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the listing has no %s:\n%s", want, got)
		}
	}
	if len(resources) != 7 || len(prompts) != 3 {
		t.Errorf("%d resources and %d prompts, want 7 and 3", len(resources), len(prompts))
	}
}

// TestSDKOffers: resources, templates and prompts registered with the
// go-sdk's and mcp-go's own calls are listed, with the call that
// registers them; those whose key is not a constant, or whose value
// mcpvet does not follow, are listed as unfollowed with the reason; a
// value registered nowhere in the package is not listed.
func TestSDKOffers(t *testing.T) {
	pkgs, err := loadOnly("./sdkresources")
	if err != nil {
		t.Fatal(err)
	}
	resources, prompts := genload.Offers(pkgs)
	var got []string
	for _, r := range resources {
		got = append(got, r.Kind+" "+r.URI+" "+r.Style+" "+r.Pos)
	}
	for _, p := range prompts {
		got = append(got, "prompt "+p.Name+" "+p.Style+" "+p.Pos)
	}
	want := []string{
		"resource docs://readme (*mcp.Server).AddResource sdkresources.go:36:2",
		"resource ui://weather/view (*mcp.Server).AddResource sdkresources.go:38:2",
		"resource config://global (*mcp.Server).AddResource sdkresources.go:39:2",
		"template docs://{id} (*mcp.Server).AddResourceTemplate sdkresources.go:40:2",
		"resource docs://a mcp-go (*server.MCPServer).AddResource sdkresources.go:44:2",
		"prompt summarize (*mcp.Server).AddPrompt sdkresources.go:41:2",
		"prompt review mcp-go (*server.MCPServer).AddPrompt sdkresources.go:47:2",
		"prompt triage mcp-go (*server.MCPServer).AddPrompt sdkresources.go:48:2",
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("the listing has no %q:\n%s", w, strings.Join(got, "\n"))
		}
	}
	if len(got) < len(want) {
		t.Errorf("%d listed, want at least %d", len(got), len(want))
	}
	for _, g := range got {
		if strings.Contains(g, "docs://{b}") {
			t.Errorf("a template registered nowhere is listed: %s", g)
		}
	}
	var unfollowed []string
	for _, u := range genload.UnfollowedOffers(pkgs) {
		unfollowed = append(unfollowed, u.Pos+" "+u.Why)
	}
	for _, w := range []string{
		"sdkresources.go:42:2 the resource's URI is not a constant",
		"sdkresources.go:49:2 the resource template is a value mcpvet does not follow (not built here with mcp-go's New* or a literal)",
	} {
		if !slices.Contains(unfollowed, w) {
			t.Errorf("unfollowed has no %q:\n%s", w, strings.Join(unfollowed, "\n"))
		}
	}
}
