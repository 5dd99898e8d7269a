package opts

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"fixtures/mcpgoreal/opts/reflected"
)

// Tools whose input schemas invopop/jsonschema reflects (package
// reflected): the fold computes them from the argument types.

type QueryArgs struct {
	Query string   `json:"query" jsonschema:"required,description=The query\\, in LogQL"`
	Limit int      `json:"limit,omitempty" jsonschema:"minimum=1,maximum=100,default=10"`
	Kind  string   `json:"kind,omitempty" jsonschema:"enum=logs,enum=metrics"`
	Tags  []string `json:"tags,omitempty" jsonschema:"description=Tags to match"`
	Since *time.Time
	Extra map[string]string `json:"extra,omitempty"`
	Any   any               `json:"any,omitempty"`
	skip  bool
}

type Matcher struct {
	Name  string `json:"name" jsonschema:"required"`
	Value string `json:"value" jsonschema:"required"`
	Regex bool   `json:"regex,omitempty"`
}

type Page struct {
	Cursor string `json:"cursor,omitempty" jsonschema_description:"The cursor of the page"`
}

type SilenceArgs struct {
	Page
	Matchers []Matcher `json:"matchers" jsonschema:"required,minItems=1"`
	ByID     map[int]string
	Nullable *string `json:"nullable,omitempty" jsonschema:"nullable"`
}

type NoArgs struct{}

func query(ctx context.Context, in QueryArgs) (string, error)     { return in.Query, nil }
func silence(ctx context.Context, in SilenceArgs) (string, error) { return "", nil }
func none(ctx context.Context, in NoArgs) (string, error)         { return "", nil }

var (
	queryTool   = reflected.Must("reflected_query", "Runs a query", query, mcp.WithTitleAnnotation("Query"))
	silenceTool = reflected.Must("reflected_silence", "Silences", silence)
	noneTool    = reflected.Must("reflected_none", "Nothing", none)
	litTool     = reflected.Must("reflected_literal", "A func literal", func(ctx context.Context, in Page) (string, error) { return "", nil })
)
