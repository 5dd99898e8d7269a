package main

import "testing"

// TestJSONFlag holds the test namedRootUnit runs before it starts a
// second process: every spelling of -json go vet can pass on asks for
// it, anything else does not (then the unit's stdout stays empty and
// there is nothing to name).
func TestJSONFlag(t *testing.T) {
	for _, tc := range []struct {
		flags []string
		want  bool
	}{
		{[]string{"-json"}, true},
		{[]string{"--json"}, true},
		{[]string{"-json=true"}, true},
		{[]string{"-json=1"}, true},
		{[]string{"-omcg0029=false", "-json"}, true},
		{nil, false},
		{[]string{"-json=false"}, false},
		{[]string{"-json=0"}, false},
		{[]string{"-jsonx", "-c=1"}, false},
		{[]string{"json"}, false},
	} {
		if got := jsonFlag(tc.flags); got != tc.want {
			t.Errorf("jsonFlag(%q) = %v, want %v", tc.flags, got, tc.want)
		}
	}
}
