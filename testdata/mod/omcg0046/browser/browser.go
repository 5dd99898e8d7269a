// Package browser drives a browser with chromedp: a tool that pastes its
// argument into the script the page evaluates is reported; one that
// quotes it, or whose argument is the whole script, is not. A module of
// its own: chromedp and its protocol packages are analyzed by this
// fixture's test alone.
package browser

import (
	"context"
	"fmt"

	"github.com/chromedp/chromedp"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Browser is the page the server drives.
type Browser struct{ Ctx context.Context }

func (b Browser) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("click", mcp.WithString("selector", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sel, err := req.RequireString("selector")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		var ok bool
		js := fmt.Sprintf("document.querySelector('%s').click(); true", sel)
		if err := chromedp.Run(b.Ctx, chromedp.Evaluate(js, &ok)); err != nil { // want `OMCG0046: tool "click": argument "selector" is pasted into the text of a script that is evaluated`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("clicked"), nil
	})
	s.AddTool(mcp.NewTool("click_quoted", mcp.WithString("selector", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sel, err := req.RequireString("selector")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		var ok bool
		js := fmt.Sprintf("document.querySelector(%q).click(); true", sel)
		if err := chromedp.Run(b.Ctx, chromedp.Evaluate(js, &ok)); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("clicked"), nil
	})
	s.AddTool(mcp.NewTool("text_of", mcp.WithString("selector", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sel, err := req.RequireString("selector")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		var text string
		if err := chromedp.Run(b.Ctx, chromedp.EvaluateAsDevTools(`document.querySelector("`+sel+`").innerText`, &text)); err != nil { // want `OMCG0046: tool "text_of": argument "selector" is pasted into the text of a script that is evaluated`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	})
	s.AddTool(mcp.NewTool("evaluate", mcp.WithString("script", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		script, err := req.RequireString("script")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		var out any
		if err := chromedp.Run(b.Ctx, chromedp.Evaluate(script, &out)); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}
