// Package omcg0015 holds well-formed and malformed //mcp: directives.
package omcg0015

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Query struct {
	City string `json:"city"`
}

type Forecast struct {
	Temp float64 `json:"temp"`
}

// ---- Not flagged: well-formed directives. ----

// Full sets keys of each form.
//
//mcp:tool get_forecast title="Get forecast" description="The forecast, \"as is\"." readonly idempotent=true destructive=false openworld
func Full(ctx context.Context, req *mcp.CallToolRequest, in Query) (Forecast, error) {
	return Forecast{}, nil
}

// Params has separate parameters, each described once.
//
//mcp:tool
//mcp:param city "The city to look up"
//mcp:param days How many days ahead
func Params(ctx context.Context, city string, days int) (Forecast, error) { return Forecast{}, nil }

// Prose mentions mcp:tool in prose, which is no directive.
// mcp is the Model Context Protocol.
func Prose() {}

// ---- Flagged. ----

// UnknownKind misspells the kind.
// want +2 `OMCG0015: unknown directive //mcp:tol; did you mean //mcp:tool\?`
//
//mcp:tol readonly
func UnknownKind(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// UnknownKey misspells a key.
// want +2 `OMCG0015: unknown key "readonyl" in //mcp:tool; did you mean readonly\?`
//
//mcp:tool readonyl
func UnknownKey(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Repeated gives a key twice.
// want +2 `OMCG0015: key readonly is repeated; a key may appear once`
//
//mcp:tool readonly readonly
func Repeated(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// BadFlag gives a flag a value it does not take.
// want +2 `OMCG0015: readonly takes true or false, not "yes"`
//
//mcp:tool readonly=yes
func BadFlag(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// SpacedTool has a space after //, so no tool is declared.
// want +2 `OMCG0015: "// mcp:tool" is not a directive because of the space after //, so the tool is not declared; write //mcp:tool`
//
// mcp:tool readonly
func SpacedTool(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ParamTypo misspells a parameter.
// want +3 `OMCG0015: //mcp:param ctiy names no parameter of ParamTypo: its arguments are city and days; did you mean city\?`
//
//mcp:tool
//mcp:param ctiy "The city"
//mcp:param days "How many days ahead"
func ParamTypo(ctx context.Context, city string, days int) (Forecast, error) {
	return Forecast{}, nil
}

// ParamContext describes the context.
// want +3 `OMCG0015: //mcp:param ctx describes a parameter the server fills in, which is not a tool argument; remove this line`
//
//mcp:tool
//mcp:param ctx "The context"
func ParamContext(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// EffectsBare says nothing.
// want +3 `OMCG0015: //mcp:effects says nothing without ok: write //mcp:effects ok to acknowledge what the tool does`
//
//mcp:tool readonly
//mcp:effects
func EffectsBare(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }
