package a

import "context"

// A directive in a test file still gets its syntax checked.
// want +2 `OMCG0015: unknown key "readonyl" in //mcp:tool; did you mean readonly\?`
//
//mcp:tool readonyl
func FakeForecast(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }
