package analyzerutil

import (
	"go/token"
	"testing"
)

func TestReach(t *testing.T) {
	for _, tc := range []struct {
		names   []string
		want    string
		related int
	}{
		{nil, "", 0},
		{[]string{"", ""}, "", 0},
		{[]string{"b", "a", "b"}, "a, b", 0},
		{[]string{"d", "c", "b", "a"}, "a, b, c and 1 more tool", 4},
		{[]string{"e", "d", "c", "b", "a"}, "a, b, c and 2 more tools", 5},
	} {
		var tools []Reached
		for i, n := range tc.names {
			tools = append(tools, Reached{Name: n, Pos: token.Pos(i + 1)})
		}
		got, related := Reach(tools)
		if got != tc.want || len(related) != tc.related {
			t.Errorf("Reach(%q) = %q with %d related, want %q with %d", tc.names, got, len(related), tc.want, tc.related)
		}
	}
}
