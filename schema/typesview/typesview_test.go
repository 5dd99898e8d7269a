package typesview

import (
	"go/types"
	"sync"
	"testing"
)

// TestConcurrentUse: an analyzer's result holds a View that the
// analyzers requiring it share, and the drivers run those at once; Key,
// which fills the View's map of type keys, must hold from several
// goroutines (run with -race: .ci/run does), and identical types must
// still share one key.
func TestConcurrentUse(t *testing.T) {
	v := NewView()
	// Identical types that are different values: go/types does not
	// canonicalize unnamed types.
	kinds := []types.BasicKind{types.Int, types.String, types.Bool, types.Float64}
	const goroutines = 8
	keys := make([][]any, goroutines)
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Go(func() {
			for _, k := range kinds {
				keys[g] = append(keys[g], v.Type(types.NewSlice(types.Typ[k])).Key())
			}
		})
	}
	wg.Wait()
	for g := 1; g < goroutines; g++ {
		for i := range kinds {
			if keys[g][i] != keys[0][i] {
				t.Errorf("[]%s: key %v in goroutine %d, %v in goroutine 0", types.Typ[kinds[i]], keys[g][i], g, keys[0][i])
			}
		}
	}
	for i := 1; i < len(kinds); i++ {
		if keys[0][i] == keys[0][0] {
			t.Errorf("[]%s and []%s share key %v", types.Typ[kinds[i]], types.Typ[kinds[0]], keys[0][i])
		}
	}
}
