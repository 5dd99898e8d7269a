// Package resources declares //mcp:resource and //mcp:prompt funcs of
// every result form and parameter kind; resources_test.go reads and gets
// each through a real client over the generated registrations.
package resources

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Style is how a summary is written.
type Style string

const (
	Bullet Style = "bullet"
	Prose  Style = "prose"
)

// Priority is an integer enum.
type Priority int

const (
	Low  Priority = 1
	High Priority = 2
)

// Settings is the server's configuration.
type Settings struct {
	Theme string `json:"theme"`
}

// Docket returns one docket as Markdown.
//
//mcp:resource docket://{court}/{number} mime=text/markdown title="Docket"
func Docket(ctx context.Context, court string, number int) (string, error) {
	return fmt.Sprintf("# %s %d", court, number), nil
}

// Config is the server's configuration, as JSON.
//
//mcp:resource config://settings name=settings size=17
func Config(ctx context.Context) (Settings, error) { return Settings{Theme: "dark"}, nil }

// Logo is a blob.
//
//mcp:resource logo://png
func Logo() []byte { return []byte{0x89, 'P', 'N', 'G'} }

// Chart is the App that renders the chart tool.
//
//mcp:resource ui://resources/chart
func Chart() string { return "<html><body>chart</body></html>" }

// Entry takes every kind of parameter, optional ones from the query.
//
//mcp:resource entry://{id}/{at}/{every}/{prio}/{ok}/{ratio}{?limit,tag}
func Entry(req *mcp.ReadResourceRequest, id uuid.UUID, at time.Time, every time.Duration, prio Priority, ok bool, ratio float64, limit *uint8, tag *Style) (*mcp.ReadResourceResult, error) {
	l, t := "none", "none"
	if limit != nil {
		l = fmt.Sprint(*limit)
	}
	if tag != nil {
		t = string(*tag)
	}
	text := fmt.Sprintf("%s %s %s %d %v %g %s %s", id, at.Format(time.RFC3339), every, prio, ok, ratio, l, t)
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: "text/plain", Text: text}}}, nil
}

// DrawChart draws a chart, rendered by its App.
//
//mcp:tool ui=ui://resources/chart
func DrawChart(ctx context.Context, points []int) (string, error) { return fmt.Sprint(points), nil }

// SummarizeCase asks the model for a summary of one case.
//
//mcp:prompt title="Summarize a case"
//mcp:param court "The court's short code, e.g. nysd"
//mcp:param style "bullet or prose; prose when empty"
func SummarizeCase(ctx context.Context, court string, number int, style *Style) (string, error) {
	s := Prose
	if style != nil {
		s = *style
	}
	return fmt.Sprintf("Summarize case %d of %s as %s.", number, court, s), nil
}

// Greet returns messages.
//
//mcp:prompt greet_user
func Greet(req *mcp.GetPromptRequest, name string) []*mcp.PromptMessage {
	return []*mcp.PromptMessage{
		{Role: "user", Content: &mcp.TextContent{Text: "Hello " + name}},
		{Role: "assistant", Content: &mcp.TextContent{Text: "Hi " + strings.ToUpper(name)}},
	}
}

// Library serves its notes as resources and prompts of its own.
type Library struct{ Name string }

// Note returns one note.
//
//mcp:resource note://{title}
func (l *Library) Note(title string) (string, error) { return l.Name + ": " + title, nil }

// Recommend asks for a recommendation.
//
//mcp:prompt
func (l *Library) Recommend(ctx context.Context) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{Description: l.Name, Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: "Recommend a book from " + l.Name}}}}, nil
}

// Shelf's parameters are named like the receiver of the generated
// register func, an import of the generated file and a func of the
// package: the generated locals must not hide them.
//
//mcp:resource shelf://{recv}/{uuid}/{label}
func (l *Library) Shelf(recv string, uuid uuid.UUID, label int) (string, error) {
	return fmt.Sprintf("%s %s %s %s", l.Name, recv, uuid, describe(label)), nil
}

func label(n int) string { return fmt.Sprint("#", n) }

var describe = label
