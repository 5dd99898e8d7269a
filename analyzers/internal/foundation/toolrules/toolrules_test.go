package toolrules

import (
	"strings"
	"testing"
)

func TestNameProblem(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"get_docket", ""},
		{"a.b-c_D9", ""},
		{strings.Repeat("x", MaxNameLen), ""},
		{"", "it is empty"},
		{"get docket", "' ' is not allowed"},
		{"find case!", "' ' and '!' are not allowed"},
		{"a/b c", "'/' and ' ' are not allowed"},
		{strings.Repeat("x", MaxNameLen+1), "it is 129 characters long (at most 128)"},
		{"é" + strings.Repeat("x", MaxNameLen), "'é' is not allowed (use letters, digits, '_', '-', '.'); it is 130 bytes long"},
	} {
		got := NameProblem(tc.name)
		if tc.want == "" && got != "" || tc.want != "" && !strings.HasPrefix(got, tc.want) {
			t.Errorf("NameProblem(%q) = %q; want %q", tc.name, got, tc.want)
		}
		if ValidName(tc.name) != (tc.want == "") {
			t.Errorf("ValidName(%q) = %v", tc.name, ValidName(tc.name))
		}
	}
}

func TestUIProblem(t *testing.T) {
	for _, tc := range []struct{ v, problem, want string }{
		{"ui://weather/chart", "", ""},
		{"", "ui= is empty", ""},
		{"https://x/y", "is not a ui:// URI; an MCP App's UI", ""},
		{"ui://", "names no resource", ""},
		{"ui:weather/chart", "is not a ui:// URI; write ui://weather/chart", "ui://weather/chart"},
		{"UI://weather", "write ui://weather", "ui://weather"},
		{"ui://a b", "contains white space", ""},
		{"ui://a/%zz", "is not a valid URI", ""},
	} {
		problem, want := UIProblem(tc.v)
		if tc.problem == "" && problem != "" || !strings.Contains(problem, tc.problem) || want != tc.want {
			t.Errorf("UIProblem(%q) = %q, %q; want %q, %q", tc.v, problem, want, tc.problem, tc.want)
		}
	}
}
