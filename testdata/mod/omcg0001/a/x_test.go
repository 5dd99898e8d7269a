package a_test

import (
	"context"

	"fixtures/omcg0001/a"
)

// A tool declared in an external test package.
// want +2 `OMCG0001: //mcp:tool cannot register this: it is in a _test.go file`
//
//mcp:tool
func FakeCourt(ctx context.Context, in a.Query) (a.Docket, error) { return a.Docket{}, nil }
