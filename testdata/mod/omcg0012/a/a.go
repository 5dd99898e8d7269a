// Package a holds //mcp:tool directives with ui= and ui.visibility= values
// (OMCG0012).
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

// ---- Not flagged. ----

// Chart has an app and both audiences.
//
//mcp:tool ui=ui://weather/chart ui.visibility=model,app
func Chart(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// AppOnly is called by the app alone.
//
//mcp:tool ui="ui://weather/chart?theme=dark" ui.visibility=app
func AppOnly(ctx context.Context, req *mcp.CallToolRequest, in Query) (Forecast, error) {
	return Forecast{}, nil
}

// ModelOnly lists the model alone, with no app.
//
//mcp:tool ui.visibility=model
func ModelOnly(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ChartView is the App the tools above name.
//
//mcp:resource ui://weather/chart
func ChartView(ctx context.Context) (string, error) { return "", nil }

// DarkChartView is the dark variant.
//
//mcp:resource ui://weather/chart?theme=dark
func DarkChartView(ctx context.Context) (string, error) { return "", nil }

// Plain sets neither key.
//
//mcp:tool readonly
func Plain(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ---- Flagged: ui=. ----

// HTTPS points at a web page.
// want +2 `OMCG0012: ui="https://example.com/chart.html" is not a ui:// URI; an MCP App's UI is a resource registered under a ui:// URI \(ui://server/app\): name that resource here`
//
//mcp:tool ui=https://example.com/chart.html
func HTTPS(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// NoScheme has a path alone.
// want +2 `OMCG0012: ui="weather/chart" is not a ui:// URI`
//
//mcp:tool ui=weather/chart
func NoScheme(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Upper has the scheme in capitals.
// want +2 `OMCG0012: ui="UI://weather/chart" is not a ui:// URI; write ui://weather/chart`
//
//mcp:tool ui=UI://weather/chart
func Upper(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// OneSlash misses a slash.
// want +2 `OMCG0012: ui="ui:/weather/chart" is not a ui:// URI; write ui://weather/chart`
//
//mcp:tool title="One slash" ui="ui:/weather/chart"
func OneSlash(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Empty has an empty value.
// want +2 `OMCG0012: ui= is empty; give the ui:// URI of the resource that renders the tool \(ui://server/app\), or remove ui=`
//
//mcp:tool ui=""
func Empty(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Bare names no resource.
// want +2 `OMCG0012: ui="ui://" names no resource`
//
//mcp:tool ui=ui://
func Bare(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Spaces has a space in the URI.
// want +2 `OMCG0012: ui="ui://weather/my chart" is not a valid URI: it contains white space; percent-encode it \(%20\)`
//
//mcp:tool ui="ui://weather/my chart"
func Spaces(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// BadEscape has an invalid percent escape.
// want +2 `OMCG0012: ui="ui://weather/%zz" is not a valid URI: invalid URL escape "%zz"`
//
//mcp:tool ui=ui://weather/%zz
func BadEscape(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ---- Flagged: ui.visibility=. ----

// Typo has a misspelt entry.
// want +2 `OMCG0012: ui.visibility="model,apps" must be a comma-separated list of model and app: "apps" is neither model nor app \(did you mean app\?\); write model,app`
//
//mcp:tool ui=ui://weather/chart ui.visibility=model,apps
func Typo(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Spaced has a space after the comma.
// want +2 `OMCG0012: ui.visibility="model, app" must be a comma-separated list of model and app: " app" has white space; write model,app`
//
//mcp:tool ui.visibility="model, app"
func Spaced(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Twice lists model twice.
// want +2 `OMCG0012: ui.visibility="model,model" must be a comma-separated list of model and app: model is listed twice; write model`
//
//mcp:tool ui.visibility=model,model
func Twice(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// EmptyEntry has two commas.
// want +2 `OMCG0012: ui.visibility="model,,app" must be a comma-separated list of model and app: an empty entry; write model,app`
//
//mcp:tool ui.visibility=model,,app
func EmptyEntry(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Capital is written in capitals.
// want +2 `OMCG0012: ui.visibility="Model" must be a comma-separated list of model and app: "Model" is neither model nor app \(did you mean model\?\); write model`
//
//mcp:tool ui.visibility=Model
func Capital(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Unknown names an audience that does not exist: no fix.
// want +2 `OMCG0012: ui.visibility="user" must be a comma-separated list of model and app: "user" is neither model nor app$`
//
//mcp:tool ui.visibility=user
func Unknown(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// NoVisibility has an empty list.
// want +2 `OMCG0012: ui.visibility= is empty; list who may call the tool \(model, app or model,app\), or remove ui.visibility=`
//
//mcp:tool ui.visibility=
func NoVisibility(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// BothBad has a bad URI and a bad list: two diagnostics on one line.
// want +2 `OMCG0012: ui="chart" is not a ui:// URI` `OMCG0012: ui.visibility="ap" must be a comma-separated list`
//
//mcp:tool ui=chart ui.visibility=ap
func BothBad(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// A misplaced directive is checked too (OMCG0001 reports the placement).
// want +2 `OMCG0012: ui="http://x" is not a ui:// URI`
//
//mcp:tool ui=http://x
var handler = Chart
