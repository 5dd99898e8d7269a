package fixturetest

import (
	"strconv"
	"strings"
	"testing"
)

type goodFact struct{ Names []string }

func (*goodFact) AFact() {}

type mapFact struct{ Seen map[string]bool }

func (*mapFact) AFact() {}

type hiddenFact struct{ names []string }

func (*hiddenFact) AFact() {}

// TestEncodingError: the check FactsEncode makes of each fact refuses
// what go vet's encoding would break or make nondeterministic, and takes
// the rest.
func TestEncodingError(t *testing.T) {
	if err := encodingError(&goodFact{Names: []string{"a", "b"}}); err != nil {
		t.Errorf("a fact of exported slices: %v", err)
	}
	seen := map[string]bool{}
	for i := range 32 {
		seen["k"+strconv.Itoa(i)] = true
	}
	for _, tc := range []struct {
		fact interface{ AFact() }
		want string
	}{
		{&mapFact{Seen: seen}, "encodes differently"},
		{&hiddenFact{names: []string{"a"}}, "encoding a *fixturetest.hiddenFact fact"},
	} {
		// Map order is random: two encodings may agree by chance, as
		// they may in the checker's own sanity check, and the round trip
		// may be the one that differs; one of fifty runs must see it.
		var err error
		for i := 0; i < 50 && err == nil; i++ {
			err = encodingError(tc.fact)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%T: %v; want an error containing %q", tc.fact, err, tc.want)
		}
	}
}
