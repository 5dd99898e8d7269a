// Package views declares the App resources package apps's tools name.
package views

import "context"

// Cart is the cart App's HTML.
//
//mcp:resource ui://shop/cart
func Cart(ctx context.Context) (string, error) { return "<html></html>", nil }

// Receipt is the receipt App's HTML.
//
//mcp:resource ui://shop/receipt
func Receipt(ctx context.Context) (string, error) { return "<html></html>", nil }
