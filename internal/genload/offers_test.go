package genload_test

import (
	"encoding/json"
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
		`{"package":"fixtures/gen/resources","kind":"template","uri":"docket://{court}/{number}","name":"docket","title":"Docket","description":"Docket returns one docket as Markdown.","mimeType":"text/markdown","result":"text","pos":"resources.go:39:1","parameters":[{"name":"court","type":"string","parse":"string","required":true},{"name":"number","type":"int","parse":"int","required":true}]}`,
		`{"package":"fixtures/gen/resources","kind":"resource","uri":"config://settings","name":"settings","description":"Config is the server's configuration, as JSON.","mimeType":"application/json","size":17,"result":"json","pos":"resources.go:46:1","parameters":[]}`,
		`"uri":"ui://resources/chart","name":"chart","description":"Chart is the App that renders the chart tool.","mimeType":"text/html;profile=mcp-app","result":"text"`,
		`{"name":"id","type":"uuid.UUID","parse":"text","required":true}`,
		`{"name":"prio","type":"Priority","parse":"int","required":true,"enum":["1","2"]}`,
		`{"name":"tag","type":"*Style","parse":"string","required":false,"enum":["bullet","prose"]}`,
		`"kind":"template","uri":"note://{title}","name":"note"`,
		`{"package":"fixtures/gen/resources","name":"summarize_case","title":"Summarize a case","description":"SummarizeCase asks the model for a summary of one case.","result":"text","pos":"resources.go:81:1","arguments":[{"name":"court","type":"string","parse":"string","required":true,"description":"The court's short code, e.g. nysd"},{"name":"number","type":"int","parse":"int","required":true},{"name":"style","type":"*Style","parse":"string","required":false,"enum":["bullet","prose"],"description":"bullet or prose; prose when empty"}]}`,
		`"name":"greet_user","description":"Greet returns messages.","result":"messages"`,
		`"name":"recommend","description":"Recommend asks for a recommendation.","result":"sdk","pos":"resources.go:112:1","arguments":[]`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the listing has no %s:\n%s", want, got)
		}
	}
	if len(resources) != 7 || len(prompts) != 3 {
		t.Errorf("%d resources and %d prompts, want 7 and 3", len(resources), len(prompts))
	}
}
