package mcpvetimpl_test

// A small court-records server, written as its author would (the funcs,
// with the directives mcpvet reads), and registerCourts, written as
// mcpvet gen writes a package's RegisterResources and RegisterPrompts.
// The tests serve it to real clients.

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// NoteID identifies a note, in the text form of a UUID. It reads itself
// with UnmarshalText, as uuid.UUID does: the runtime module requires only
// what the go-sdk requires, so its tests do not import uuid (the tests of
// ParseText on the real uuid.UUID are in the main module's
// internal/runtimetests).
type NoteID string

var noteIDForm = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

func (id *NoteID) UnmarshalText(b []byte) error {
	if !noteIDForm.Match(b) {
		return fmt.Errorf("invalid note ID %q", b)
	}
	*id = NoteID(b)
	return nil
}

// Court is a court's short code.
type Court string

const (
	NYSD Court = "nysd"
	CAND Court = "cand"
)

// Style is how a summary is written.
type Style string

const (
	Bullet Style = "bullet"
	Prose  Style = "prose"
)

// Level is an enum of numbers with a String method: its values are
// numbers on the wire, whatever String says.
type Level int

const (
	Low  Level = 1
	High Level = 3
)

func (l Level) String() string {
	if l == High {
		return "high"
	}
	return "low"
}

// Settings is the server's configuration.
type Settings struct {
	Courts []Court `json:"courts"`
	Limit  int     `json:"limit"`
}

// Docket returns one docket as Markdown.
//
//mcp:resource docket://{court}/{number} mime=text/markdown title="Docket"
func Docket(ctx context.Context, court Court, number int) (string, error) {
	switch number {
	case 0:
		return "", &runtime.ToolError{Message: "Docket numbers start at 1."}
	case 13:
		return "", errors.New("docket store: connection refused to 10.0.0.7")
	case 404:
		return "", fmt.Errorf("docket %d: %w", number, mcp.ResourceNotFoundError(fmt.Sprintf("docket://%s/%d", court, number)))
	case 666:
		panic("the docket index is corrupt")
	}
	return fmt.Sprintf("# %s %d\n\nFiled.", strings.ToUpper(string(court)), number), nil
}

// CurrentSettings is the server's configuration, as JSON.
//
//mcp:resource config://settings
func CurrentSettings(ctx context.Context) (Settings, error) {
	return Settings{Courts: []Court{NYSD, CAND}, Limit: 20}, nil
}

// Seal is the court's seal.
//
//mcp:resource files://seal.png mime=image/png size=4
func Seal() []byte { return []byte{0x89, 'P', 'N', 'G'} }

// Export is an export of all dockets, in a binary format.
//
//mcp:resource files://export.bin
func Export() ([]byte, error) { return []byte{0, 1, 2}, nil }

// About says what the server serves, as plain text.
//
//mcp:resource about://courts
func About() string { return "Dockets of two courts." }

// DocketView is the HTML of the docket app, for the docket tool.
//
//mcp:resource ui://dockets/view title="Docket viewer"
func DocketView() string { return "<!doctype html><title>Docket</title>" }

// Note reads one note, with the filters of the query given back in the
// text: a template with each text-like kind.
//
//mcp:resource notes://{id}{?since,every,level,draft,ratio,count}
func Note(ctx context.Context, req *mcp.ReadResourceRequest, id NoteID, since *time.Time, every *time.Duration, level *Level, draft *bool, ratio *float64, count *uint8) (*mcp.ResourceContents, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "id=%s", id)
	if since != nil {
		fmt.Fprintf(&b, " since=%s", since.Format(time.RFC3339))
	}
	if every != nil {
		fmt.Fprintf(&b, " every=%s", *every)
	}
	if level != nil {
		fmt.Fprintf(&b, " level=%d", int(*level))
	}
	if draft != nil {
		fmt.Fprintf(&b, " draft=%t", *draft)
	}
	if ratio != nil {
		fmt.Fprintf(&b, " ratio=%g", *ratio)
	}
	if count != nil {
		fmt.Fprintf(&b, " count=%d", *count)
	}
	return &mcp.ResourceContents{Text: b.String(), Meta: mcp.Meta{"uri": req.Params.URI}}, nil
}

// Parts is a resource in two parts, built with the SDK's types.
//
//mcp:resource parts://all
func Parts() []*mcp.ResourceContents {
	return []*mcp.ResourceContents{
		{URI: "parts://all#1", Text: "one"},
		{URI: "parts://all#2", MIMEType: "text/csv", Text: "a,b"},
	}
}

// SummarizeCase asks the model for a summary of one case.
//
//mcp:prompt title="Summarize a case"
//mcp:param court "The court's short code, e.g. nysd"
//mcp:param style "bullet or prose; prose when empty"
func SummarizeCase(ctx context.Context, court Court, number int, style *Style) (string, error) {
	s := Prose
	if style != nil {
		s = *style
	}
	return fmt.Sprintf("Summarize case %d of %s, in %s.", number, court, s), nil
}

// Review is a conversation about a text.
//
//mcp:prompt
func Review(ctx context.Context, req *mcp.GetPromptRequest, text string) ([]*mcp.PromptMessage, error) {
	return []*mcp.PromptMessage{
		{Role: "user", Content: &mcp.TextContent{Text: "Review this: " + text}},
		{Role: "assistant", Content: &mcp.TextContent{Text: "What should I look for?"}},
	}, nil
}

// Brief is a prompt built with the SDK's result type.
//
//mcp:prompt
func Brief(topic string) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{
		Description: "A brief on " + topic,
		Messages:    []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: "Brief me on " + topic + "."}}},
	}, nil
}

// Flaky fails as it is told: for the error policy.
//
//mcp:prompt
func Flaky(how string) (string, error) {
	switch how {
	case "tool":
		return "", &runtime.ToolError{Message: "Try again tomorrow."}
	case "argument":
		return "", &runtime.ArgumentError{Path: "how"}
	case "plain":
		return "", errors.New("prompt store: disk full on /var/lib/prompts")
	case "panic":
		panic("flaky")
	}
	return "fine", nil
}

// registerCourts is what mcpvet gen writes for the funcs above.
func registerCourts(s *mcp.Server) {
	registerCourtResources(s)
	registerCourtPrompts(s)
}

func registerCourtResources(s *mcp.Server) {
	mcpvetimpl.RegisterResources(s,
		mcpvetimpl.Resource{
			Template: &mcp.ResourceTemplate{
				URITemplate: "docket://{court}/{number}",
				Name:        "docket",
				Title:       "Docket",
				Description: "Docket returns one docket as Markdown.",
				MIMEType:    "text/markdown",
			},
			Result: mcpvetimpl.ResourceText,
			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
				court := mcpvetimpl.Required(args, "court", mcpvetimpl.Enum(mcpvetimpl.ParseString[Court], NYSD, CAND))
				number := mcpvetimpl.Required(args, "number", mcpvetimpl.ParseInt[int])
				if err := args.Err(); err != nil {
					return nil, err
				}
				return Docket(ctx, court, number)
			},
		},
		mcpvetimpl.Resource{
			Resource: &mcp.Resource{
				URI:         "config://settings",
				Name:        "current_settings",
				Description: "CurrentSettings is the server's configuration, as JSON.",
			},
			Result: mcpvetimpl.ResourceJSON,
			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
				return CurrentSettings(ctx)
			},
		},
		mcpvetimpl.Resource{
			Resource: &mcp.Resource{
				URI:         "files://seal.png",
				Name:        "seal",
				Description: "Seal is the court's seal.",
				MIMEType:    "image/png",
				Size:        4,
			},
			Result: mcpvetimpl.ResourceBlob,
			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
				return Seal(), nil
			},
		},
		mcpvetimpl.Resource{
			Resource: &mcp.Resource{
				URI:         "files://export.bin",
				Name:        "export",
				Description: "Export is an export of all dockets, in a binary format.",
			},
			Result: mcpvetimpl.ResourceBlob,
			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
				return Export()
			},
		},
		mcpvetimpl.Resource{
			Resource: &mcp.Resource{
				URI:         "about://courts",
				Name:        "about",
				Description: "About says what the server serves, as plain text.",
			},
			Result: mcpvetimpl.ResourceText,
			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
				return About(), nil
			},
		},
		mcpvetimpl.Resource{
			Resource: &mcp.Resource{
				URI:         "ui://dockets/view",
				Name:        "docket_view",
				Title:       "Docket viewer",
				Description: "DocketView is the HTML of the docket app, for the docket tool.",
			},
			Result: mcpvetimpl.ResourceText,
			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
				return DocketView(), nil
			},
		},
		mcpvetimpl.Resource{
			Template: &mcp.ResourceTemplate{
				URITemplate: "notes://{id}{?since,every,level,draft,ratio,count}",
				Name:        "note",
				Description: "Note reads one note, with the filters of the query given back in the text: a template with each text-like kind.",
			},
			Result: mcpvetimpl.ResourceSDK,
			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
				id := mcpvetimpl.Required(args, "id", mcpvetimpl.ParseText[NoteID])
				since := mcpvetimpl.Optional(args, "since", mcpvetimpl.ParseTime)
				every := mcpvetimpl.Optional(args, "every", mcpvetimpl.ParseDuration)
				level := mcpvetimpl.Optional(args, "level", mcpvetimpl.Enum(mcpvetimpl.ParseInt[Level], Low, High))
				draft := mcpvetimpl.Optional(args, "draft", mcpvetimpl.ParseBool[bool])
				ratio := mcpvetimpl.Optional(args, "ratio", mcpvetimpl.ParseFloat[float64])
				count := mcpvetimpl.Optional(args, "count", mcpvetimpl.ParseUint[uint8])
				if err := args.Err(); err != nil {
					return nil, err
				}
				return Note(ctx, req, id, since, every, level, draft, ratio, count)
			},
		},
		mcpvetimpl.Resource{
			Resource: &mcp.Resource{
				URI:         "parts://all",
				Name:        "parts",
				Description: "Parts is a resource in two parts, built with the SDK's types.",
			},
			Result: mcpvetimpl.ResourceSDK,
			Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
				return Parts(), nil
			},
		},
	)
}

func registerCourtPrompts(s *mcp.Server) {
	mcpvetimpl.RegisterPrompts(s,
		mcpvetimpl.Prompt{
			Prompt: &mcp.Prompt{
				Name:        "summarize_case",
				Title:       "Summarize a case",
				Description: "SummarizeCase asks the model for a summary of one case.",
				Arguments: []*mcp.PromptArgument{
					{Name: "court", Description: "The court's short code, e.g. nysd", Required: true},
					{Name: "number", Required: true},
					{Name: "style", Description: "bullet or prose; prose when empty"},
				},
			},
			Result: mcpvetimpl.PromptText,
			Get: func(ctx context.Context, req *mcp.GetPromptRequest, args *mcpvetimpl.Args) (any, error) {
				court := mcpvetimpl.Required(args, "court", mcpvetimpl.Enum(mcpvetimpl.ParseString[Court], NYSD, CAND))
				number := mcpvetimpl.Required(args, "number", mcpvetimpl.ParseInt[int])
				style := mcpvetimpl.Optional(args, "style", mcpvetimpl.Enum(mcpvetimpl.ParseString[Style], Bullet, Prose))
				if err := args.Err(); err != nil {
					return nil, err
				}
				return SummarizeCase(ctx, court, number, style)
			},
		},
		mcpvetimpl.Prompt{
			Prompt: &mcp.Prompt{
				Name:        "review",
				Description: "Review is a conversation about a text.",
				Arguments:   []*mcp.PromptArgument{{Name: "text", Required: true}},
			},
			Result: mcpvetimpl.PromptMessages,
			Get: func(ctx context.Context, req *mcp.GetPromptRequest, args *mcpvetimpl.Args) (any, error) {
				text := mcpvetimpl.Required(args, "text", mcpvetimpl.ParseString[string])
				if err := args.Err(); err != nil {
					return nil, err
				}
				return Review(ctx, req, text)
			},
		},
		mcpvetimpl.Prompt{
			Prompt: &mcp.Prompt{
				Name:        "brief",
				Description: "Brief is a prompt built with the SDK's result type.",
				Arguments:   []*mcp.PromptArgument{{Name: "topic", Required: true}},
			},
			Result: mcpvetimpl.PromptSDK,
			Get: func(ctx context.Context, req *mcp.GetPromptRequest, args *mcpvetimpl.Args) (any, error) {
				topic := mcpvetimpl.Required(args, "topic", mcpvetimpl.ParseString[string])
				if err := args.Err(); err != nil {
					return nil, err
				}
				return Brief(topic)
			},
		},
		mcpvetimpl.Prompt{
			Prompt: &mcp.Prompt{
				Name:        "flaky",
				Description: "Flaky fails as it is told: for the error policy.",
				Arguments:   []*mcp.PromptArgument{{Name: "how", Required: true}},
			},
			Result: mcpvetimpl.PromptText,
			Get: func(ctx context.Context, req *mcp.GetPromptRequest, args *mcpvetimpl.Args) (any, error) {
				how := mcpvetimpl.Required(args, "how", mcpvetimpl.ParseString[string])
				if err := args.Err(); err != nil {
					return nil, err
				}
				return Flaky(how)
			},
		},
	)
}
