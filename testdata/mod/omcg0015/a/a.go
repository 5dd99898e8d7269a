// Package a holds well-formed and malformed //mcp: directives (OMCG0015).
package a

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

// Full sets every key.
//
//mcp:tool get_forecast title="Get forecast" description="The forecast, \"as is\"." readonly idempotent=true destructive=false openworld ui=ui://weather/chart ui.visibility=model,app
func Full(ctx context.Context, req *mcp.CallToolRequest, in Query) (Forecast, error) {
	return Forecast{}, nil
}

// Named gives the name by key.
//
//mcp:tool name=named_tool readonly=false
func Named(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Params has separate parameters, each described once.
//
//mcp:tool
//mcp:param city "The city to look up"
//mcp:param days How many days ahead
func Params(ctx context.Context, city string, days int) (Forecast, error) { return Forecast{}, nil }

// Comments that merely mention mcp are not directives: mcp:tool here is
// prose, and so is the line below.
// mcp is the Model Context Protocol.
func Prose() {}

// Body holds a comment inside a func, which is no doc comment.
func Body() {
	// mcp:tool
}

// ---- Flagged: the parser's errors. ----

// UnknownKind misspells the kind.
// want +2 `OMCG0015: unknown directive //mcp:tol; did you mean //mcp:tool\?`
//
//mcp:tol readonly
func UnknownKind(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// FarKind is not near any kind: no fix.
// want +2 `OMCG0015: unknown directive //mcp:frobnicate \(known: //mcp:tool, //mcp:resource, //mcp:prompt, //mcp:param, //mcp:expose, //mcp:ignore, //mcp:effects\)`
//
//mcp:frobnicate
func FarKind(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// FlagTypo misspells a flag.
// want +2 `OMCG0015: unknown key "readonyl" in //mcp:tool; did you mean readonly\?`
//
//mcp:tool readonyl
func FlagTypo(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// KeyTypo misspells a key.
// want +2 `OMCG0015: unknown key "titel" in //mcp:tool; did you mean title\?`
//
//mcp:tool titel="Key typo"
func KeyTypo(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// FarKey is not near any key: no fix.
// want +2 `OMCG0015: unknown key "frobnicate" in //mcp:tool \(known: name, title, description, readonly, destructive, idempotent, openworld, ui, ui.visibility\); remove it`
//
//mcp:tool frobnicate=1
func FarKey(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Repeated repeats a key: the fix removes the repetition.
// want +2 `OMCG0015: key readonly is repeated; a key may appear once`
//
//mcp:tool readonly idempotent readonly
func Repeated(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// BadFlag gives a flag a value that is not true or false.
// want +2 `OMCG0015: readonly takes true or false, not "yes"`
//
//mcp:tool readonly=yes
func BadFlag(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Unterminated opens a string it does not close.
// want +2 `OMCG0015: unterminated string: title="Unterminated; close it with "`
//
//mcp:tool readonly title="Unterminated
func Unterminated(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// NameTwice gives the name twice.
// want +2 `OMCG0015: the name is given twice: as "first" and by name=; keep one`
//
//mcp:tool first name=second
func NameTwice(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// NoValue gives a key without its value.
// want +2 `OMCG0015: key title needs a value: title=...`
//
//mcp:tool title
func NoValue(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// BadString has a quoted value that is not a Go string.
// want +2 `OMCG0015: value of description is not a valid Go string: "bad \\q"; write a Go double-quoted string`
//
//mcp:tool description="bad \q"
func BadString(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Several has two errors, each reported at its span.
// want +2 `OMCG0015: unknown key "readonyl"` `OMCG0015: unknown key "idempotnet"`
//
//mcp:tool readonyl idempotnet
func Several(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// A misplaced directive still gets its syntax checked (OMCG0001 reports
// the placement).
// want +2 `OMCG0015: unknown key "readonyl" in //mcp:tool; did you mean readonly\?`
//
//mcp:tool readonyl
var handler = Full

// ---- Flagged: empty values. ----

// EmptyName has an empty name.
// want +2 `OMCG0015: name= is empty; give the tool's name, or remove name= to derive it from the func name`
//
//mcp:tool name=""
func EmptyName(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// EmptyTitle has an empty title.
// want +2 `OMCG0015: title= is empty; give the title, or remove title=`
//
//mcp:tool title=
func EmptyTitle(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ---- Flagged: a space after the slashes. ----

// SpacedTool has a space after //, so no tool is declared.
// want +2 `OMCG0015: "// mcp:tool" is not a directive because of the space after //, so the tool is not declared; write //mcp:tool`
//
// mcp:tool readonly
func SpacedTool(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// SpacedParam has a space after // in its parameter line.
// want +2 `OMCG0015: "// mcp:param" is not a directive because of the space after //, so the parameter description is not used; write //mcp:param`
//
// mcp:param city "The city"
//
//mcp:tool
func SpacedParam(ctx context.Context, city string, days int) (Forecast, error) {
	return Forecast{}, nil
}

// ---- Flagged: //mcp:param lines that cannot apply. ----

// helper is not a tool.
// want +2 `OMCG0015: //mcp:param city has no effect here: it describes a parameter of a //mcp:tool or //mcp:prompt func, so it belongs in that func's doc comment, after the //mcp:tool or //mcp:prompt line`
//
//mcp:param city "The city"
func helper(city string) {}

// ParamTypo misspells a parameter.
// want +3 `OMCG0015: //mcp:param ctiy names no parameter of ParamTypo: its arguments are city and days; did you mean city\?`
//
//mcp:tool
//mcp:param ctiy "The city"
//mcp:param days "How many days ahead"
func ParamTypo(ctx context.Context, city string, days int) (Forecast, error) {
	return Forecast{}, nil
}

// ParamFar names nothing near: no fix.
// want +3 `OMCG0015: //mcp:param country names no parameter of ParamFar: its arguments are city and days$`
//
//mcp:tool
//mcp:param country "The country"
func ParamFar(ctx context.Context, city string, days int) (Forecast, error) {
	return Forecast{}, nil
}

// ParamNoArgs takes no arguments.
// want +3 `OMCG0015: //mcp:param city names no parameter of ParamNoArgs: it has no argument parameters`
//
//mcp:tool
//mcp:param city "The city"
func ParamNoArgs(ctx context.Context) (Forecast, error) { return Forecast{}, nil }

// ParamContext describes the context.
// want +3 `OMCG0015: //mcp:param ctx describes a parameter the server fills in, which is not a tool argument; remove this line`
//
//mcp:tool
//mcp:param ctx "The context"
func ParamContext(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// ParamStruct takes one struct, whose fields are the arguments.
// want +3 `OMCG0015: //mcp:param in is not used: ParamStruct takes one struct parameter, whose fields are the tool's arguments; describe them with doc comments on its fields and remove this line`
//
//mcp:tool
//mcp:param in "The query"
func ParamStruct(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ParamTwice describes a parameter twice.
// want +4 `OMCG0015: //mcp:param city is repeated; describe a parameter once`
//
//mcp:tool
//mcp:param city "The city"
//mcp:param city "The city again"
func ParamTwice(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// ParamBare gives no description.
// want +3 `OMCG0015: //mcp:param city has no description; write //mcp:param city "what it is"`
//
//mcp:tool
//mcp:param city
func ParamBare(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// ParamEmpty gives nothing at all.
// want +3 `OMCG0015: //mcp:param needs a NAME and a description`
//
//mcp:tool
//mcp:param
func ParamEmpty(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// ToolTwice has two //mcp:tool lines: the second is reported, and only
// the first declares the tool.
// want +3 `OMCG0015: a func takes one //mcp:tool line; this one repeats it: merge its keys into the first`
//
//mcp:tool readonly
//mcp:tool idempotent
func ToolTwice(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// Acknowledged acknowledges its effects: well-formed.
//
//mcp:tool readonly
//mcp:effects ok // it writes a cache file
func Acknowledged(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// EffectsBare says nothing.
// want +3 `OMCG0015: //mcp:effects says nothing without ok: write //mcp:effects ok to acknowledge what the tool does`
//
//mcp:tool readonly
//mcp:effects
func EffectsBare(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// EffectsTypo misspells the kind.
// want +3 `OMCG0015: unknown directive //mcp:effect; did you mean //mcp:effects\?`
//
//mcp:tool readonly
//mcp:effect ok
func EffectsTypo(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }

// EffectsSpaced has a space after the slashes.
// want +1 `OMCG0015: "// mcp:effects" is not a directive because of the space after //, so the tool's effects are not acknowledged; write //mcp:effects`
// mcp:effects ok
//
//mcp:tool readonly
func EffectsSpaced(ctx context.Context, city string) (Forecast, error) { return Forecast{}, nil }
