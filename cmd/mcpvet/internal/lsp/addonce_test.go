package lsp

import "testing"

// TestAddOnceMergesRelated: a finding that two packages report alike (at
// a declaration both reach, each listing its own tools) is published
// once, with the related locations of both; a test variant's identical
// copy adds nothing.
func TestAddOnceMergesRelated(t *testing.T) {
	rel := func(tool string) relatedInformation {
		return relatedInformation{Location: location{URI: "file:///m/" + tool + ".go"}, Message: "reaches tool " + tool}
	}
	at := lspRange{Start: position{Line: 11}, End: position{Line: 11}}
	f := func(related ...relatedInformation) finding {
		return finding{path: "/m/util/util.go", diag: diagnostic{Range: at, Message: "util.T: m", RelatedInformation: related}}
	}
	found, seen := map[string][]finding{}, map[string]bool{}
	addOnce(found, seen, f(rel("a_get")))
	addOnce(found, seen, f(rel("a_get")))                // alpha's test variant
	addOnce(found, seen, f(rel("b_get"), rel("b_list"))) // beta
	got := found["/m/util/util.go"]
	if len(got) != 1 {
		t.Fatalf("%d findings published, want 1", len(got))
	}
	var tools []string
	for _, r := range got[0].diag.RelatedInformation {
		tools = append(tools, r.Message)
	}
	if len(tools) != 3 || tools[0] != "reaches tool a_get" || tools[1] != "reaches tool b_get" || tools[2] != "reaches tool b_list" {
		t.Errorf("related %q, want a_get, b_get, b_list once each", tools)
	}
}
