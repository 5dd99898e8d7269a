package fixturetest

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// FactsEncode fails t for a fact that go vet could not carry from a
// package to its importers: one that gob cannot encode or decode, that
// encodes differently twice (a map in it: the vet cache would then miss),
// or whose decoded copy encodes differently from the original (state
// lost on the way).
//
// It is what checker.Options.SanityCheck checks, done once per fact: the
// checker's option encodes every fact again for every package that
// inherits it, which made it most of the cost of analyzing the fixture
// module (58% of TestEveryFixture's CPU).
func FactsEncode(t testing.TB, g *checker.Graph) {
	t.Helper()
	for act := range g.All() {
		if act.Err != nil || act.Package.Types == nil {
			continue
		}
		for _, f := range act.AllObjectFacts() {
			if f.Object.Pkg() == act.Package.Types {
				if err := encodingError(f.Fact); err != nil {
					t.Errorf("%s: %v", act, err)
				}
			}
		}
		for _, f := range act.AllPackageFacts() {
			if f.Package == act.Package.Types {
				if err := encodingError(f.Fact); err != nil {
					t.Errorf("%s: %v", act, err)
				}
			}
		}
	}
}

// encodingError says why fact would not survive go vet's encoding; nil
// when it does.
func encodingError(fact analysis.Fact) error {
	first, err := encodeFact(fact)
	if err != nil {
		return fmt.Errorf("encoding a %T fact: %v", fact, err)
	}
	if again, _ := encodeFact(fact); !bytes.Equal(first, again) {
		return fmt.Errorf("a %T fact encodes differently twice (a map in it?)", fact)
	}
	decoded := reflect.New(reflect.TypeOf(fact).Elem()).Interface().(analysis.Fact)
	if err := gob.NewDecoder(bytes.NewReader(first)).Decode(decoded); err != nil {
		return fmt.Errorf("decoding a %T fact: %v", fact, err)
	}
	if round, err := encodeFact(decoded); err != nil || !bytes.Equal(first, round) {
		// A map's order, again, or a field gob does not keep.
		return fmt.Errorf("a %T fact encodes differently after gob decodes it (a map in it, or a field gob does not keep?)", fact)
	}
	return nil
}

func encodeFact(fact analysis.Fact) ([]byte, error) {
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(fact)
	return buf.Bytes(), err
}
