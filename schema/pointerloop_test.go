package schema_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
)

type (
	selfPtr     *selfPtr
	withSelfPtr struct{ P selfPtr }
)

// TestPointerToItself: a pointer type whose element is itself has no
// schema but a problem, instead of a generator that never returns.
func TestPointerToItself(t *testing.T) {
	for _, dir := range []schema.Direction{schema.Input, schema.Output} {
		_, problems := schema.Generate(reflectview.Type(reflect.TypeFor[withSelfPtr]()), schema.Options{Direction: dir, Root: "In"})
		if len(problems) != 1 || problems[0].Kind != schema.Unsupported || !strings.Contains(problems[0].Message, "points to itself") {
			t.Errorf("%v: problems = %v, want one Unsupported problem about a pointer to itself", dir, problems)
		}
	}
}
