// Package apps holds tools whose ui= names an App resource declared here,
// in an imported package, or nowhere (OMCG0012).
package apps

import (
	"context"

	"fixtures/omcg0012/apps/views"
)

var _ = views.Cart

type Query struct {
	Item string `json:"item"`
}

// Checkout's App is declared in this package.
//
//mcp:resource ui://shop/checkout
func Checkout(ctx context.Context) (string, error) { return "", nil }

// ---- Not flagged. ----

// Pay names the App of this package.
//
//mcp:tool ui=ui://shop/checkout
func Pay(ctx context.Context, in Query) (string, error) { return "", nil }

// ShowCart names an App of the imported package.
//
//mcp:tool ui=ui://shop/cart
func ShowCart(ctx context.Context, in Query) (string, error) { return "", nil }

// ---- Flagged. ----

// Typo misspells an App's URI: the fix writes the nearest.
// want +2 `OMCG0012: ui="ui://shop/chekout" names no ui:// resource declared in this package or in a package it imports; did you mean ui://shop/checkout\?`
//
//mcp:tool ui=ui://shop/chekout
func Typo(ctx context.Context, in Query) (string, error) { return "", nil }

// Far names an App nothing declares, nowhere near one that is.
// want +2 `OMCG0012: ui="ui://weather/radar-animation" names no ui:// resource declared in this package or in a package it imports \(the nearest is ui://shop/cart\); declare it with //mcp:resource ui://weather/radar-animation, or name a declared one`
//
//mcp:tool ui=ui://weather/radar-animation
func Far(ctx context.Context, in Query) (string, error) { return "", nil }
