// Package omcg0012 holds //mcp:tool directives with ui= and
// ui.visibility= values, naming App resources of this package, of an
// imported one, or none.
package omcg0012

import (
	"context"

	"omcg0012/views"
)

var _ = views.Cart

type Query struct {
	City string `json:"city"`
}

type Forecast struct {
	Temp float64 `json:"temp"`
}

// ChartView is the App the tools below name.
//
//mcp:resource ui://weather/chart
func ChartView(ctx context.Context) (string, error) { return "", nil }

// ---- Not flagged. ----

// Chart has an app and both audiences.
//
//mcp:tool ui=ui://weather/chart ui.visibility=model,app
func Chart(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ModelOnly lists the model alone, with no app.
//
//mcp:tool ui.visibility=model
func ModelOnly(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ShowCart names an App of the imported package.
//
//mcp:tool ui=ui://shop/cart
func ShowCart(ctx context.Context, in Query) (string, error) { return "", nil }

// ---- Flagged: ui=. ----

// HTTPS points at a web page.
// want +2 `OMCG0012: ui="https://example.com/chart.html" is not a ui:// URI; an MCP App's UI is a resource registered under a ui:// URI \(ui://server/app\): name that resource here`
//
//mcp:tool ui=https://example.com/chart.html
func HTTPS(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Upper has the scheme in capitals.
// want +2 `OMCG0012: ui="UI://weather/chart" is not a ui:// URI; write ui://weather/chart`
//
//mcp:tool ui=UI://weather/chart
func Upper(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Spaces has a space in the URI.
// want +2 `OMCG0012: ui="ui://weather/my chart" is not a valid URI: it contains white space; percent-encode it \(%20\)`
//
//mcp:tool ui="ui://weather/my chart"
func Spaces(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Typo misspells an App's URI.
// want +2 `OMCG0012: ui="ui://weather/chrat" names no ui:// resource declared in this package or in a package it imports; did you mean ui://weather/chart\?`
//
//mcp:tool ui=ui://weather/chrat
func Typo(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// ---- Flagged: ui.visibility=. ----

// Apps has a misspelt entry.
// want +2 `OMCG0012: ui.visibility="model,apps" must be a comma-separated list of model and app: "apps" is neither model nor app \(did you mean app\?\); write model,app`
//
//mcp:tool ui=ui://weather/chart ui.visibility=model,apps
func Apps(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }

// Unknown names an audience that does not exist: no fix.
// want +2 `OMCG0012: ui.visibility="user" must be a comma-separated list of model and app: "user" is neither model nor app$`
//
//mcp:tool ui.visibility=user
func Unknown(ctx context.Context, in Query) (Forecast, error) { return Forecast{}, nil }
