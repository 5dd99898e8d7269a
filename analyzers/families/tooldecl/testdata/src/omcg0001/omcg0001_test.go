package omcg0001

import (
	"context"
	"testing"
)

// A tool declared in a test file.
// want +2 `OMCG0001: //mcp:tool cannot register this: it is in a _test.go file, which the generated code cannot refer to; move the func to a non-test file of the package, or delete the directive`
//
//mcp:tool
func FakeDocket(ctx context.Context, in Query) (Docket, error) { return Docket{}, nil }

func TestNothing(t *testing.T) {}
