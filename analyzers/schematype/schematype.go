package schematype

import (
	"go/ast"
	"go/token"
	"reflect"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/directive"
	"github.com/mcpvet/mcpvet/analyzers/mcptool"
	"github.com/mcpvet/mcpvet/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Analyzers are this package's analyzers in code order.
var Analyzers = []*analysis.Analyzer{OMCG0002, OMCG0003, OMCG0011, OMCG0014, OMCG0036}

var OMCG0002 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0002",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Title:    "tool argument type has no schema",
	Doc: `A tool's input must be something encoding/json can decode and a JSON
Schema can describe. chan, func, complex numbers, unsafe.Pointer,
non-empty interfaces (error included) and map keys other than strings,
integers and text unmarshalers have no schema; a type that marshals as
text but has no UnmarshalText cannot be decoded from what it writes. The
JSON body of a route exposed as a tool is an input too (path Body.Field, the body's Go type).
A parameter of a //mcp:resource or //mcp:prompt func is parsed from text
(a template variable, a prompt argument), so it must be text-like: a
string, bool or number kind, time.Time, time.Duration, a type with
UnmarshalText, or a pointer to one of those (optional).`,
	Before: `
type In struct{ Done chan bool }`,
	After: `
type In struct{ Done bool }`,
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run: func(p *analyzerutil.Pass) {
		reportUnsupported(p, schema.Input)
		reportNotTextLike(p)
	},
})

var OMCG0003 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0003",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Title:    "tool result form or type is not supported",
	Doc: `A //mcp:tool func returns one of the result forms of docs/tools.md
(nothing, string, mcp.Content, *mcp.CallToolResult, the SDK's
(*mcp.CallToolResult, Out, error), a JSON value, an enum, a struct or
map), optionally followed by an error; and its result type must have a
schema in the output direction, as must the response type of a route
exposed as a tool (path Response.Field, the response's Go type). A
//mcp:resource func returns a string, a []byte, a struct or map (or
pointer to one), *mcp.ReadResourceResult, *mcp.ResourceContents or
[]*mcp.ResourceContents; a //mcp:prompt func a string,
[]*mcp.PromptMessage or *mcp.GetPromptResult; either optionally followed
by an error.`,
	Before: `
//mcp:tool
func Watch(ctx context.Context) (chan Event, error)`,
	After: `
//mcp:tool
func Watch(ctx context.Context) ([]Event, error)`,
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      runResults,
})

func runResults(p *analyzerutil.Pass) {
	for _, t := range p.Facts.Tools {
		if t.Style == mcptool.Directive && t.Results == mcptool.ResultInvalid {
			p.Report(t.ResultsPos, token.NoPos, nil, "the results of %s are not a tool result form: return nothing, a string, mcp.Content, *mcp.CallToolResult, a JSON value, an enum, or a struct or map, optionally followed by an error", t.Decl.Name.Name)
		}
	}
	reportUnsupported(p, schema.Output)
	reportOfferResults(p)
}

// reportUnsupported reports, once however many tools reach the type, what
// has no schema in one direction: by mcpvet's rules for the tools whose
// schemas mcpvet writes, and by the go-sdk's inference (where AddTool
// panics) for mcp.AddTool tools.
func reportUnsupported(p *analyzerutil.Pass, dir schema.Direction) {
	p.Problems(func(t *mcptool.Tool, pr mcptool.Problem) bool {
		return pr.Direction == dir && pr.Kind == schema.Unsupported && (t == nil || t.Style != mcptool.SDKAddTool)
	}, func(pr mcptool.Problem) {
		p.Report(pr.Pos, pr.End, nil, "%s: %s", pr.Path, pr.Message)
	})
	p.SDKFindings(func(f mcptool.SDKFinding) bool {
		return f.Dir == dir && f.Kind == sdkdialect.Panic && sdkUnsupported[f.Reason]
	}, func(f mcptool.SDKFinding) {
		pos, end := f.Pos, f.End
		if f.Reason == sdkdialect.BadJSONSchemaTag && f.Field != nil && f.Field.Tag != nil {
			pos, end = f.Field.Tag.Pos(), f.Field.Tag.End() // the tag is what to change
		}
		p.Report(pos, end, sdkFix, "%s: %s", f.Path, f.Message)
	})
}

// sdkUnsupported are the SDK panics that are about a type having no
// schema, a jsonschema tag the SDK refuses among them (a start-up panic is
// an error, where OMCG0011's tag findings are warnings); cycles (OMCG0006)
// have their own code.
var sdkUnsupported = map[sdkdialect.Reason]bool{
	sdkdialect.BadJSONSchemaTag: true,
	sdkdialect.UnsupportedType:  true,
	sdkdialect.BadMapKey:        true,
	sdkdialect.InputNotObject:   true,
	sdkdialect.EmbeddedOverride: true,
	sdkdialect.PointerLoop:      true,
}

// sdkFix is no edit: the remedy (switching to runtime.AddTool, or
// changing the type) is the author's call, so it is said, not applied.
var sdkFix []analysis.SuggestedFix

var OMCG0011 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0011",
	Severity: analyzerutil.Warning,
	Since:    "v0.1.0",
	Title:    "struct tag says something encoding/json will not do",
	Doc: `The schema follows what encoding/json does, so a tag that encoding/json
ignores or reads differently makes the schema and the author's intent
disagree: an unknown json option (omitempy), ",string" on a type it does
not apply to, omitempty on a struct value such as time.Time (never
omitted: use omitzero), a validate rule with a malformed argument.`,
	Before: `
Note string    ` + "`json:\"note,omitempy\"`" + `
When time.Time ` + "`json:\"when,omitempty\"`",
	After: `
Note string    ` + "`json:\"note,omitempty\"`" + `
When time.Time ` + "`json:\"when,omitzero\"`",
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      runTags,
})

var jsonOptions = []string{"omitempty", "omitzero", "string"}

func runTags(p *analyzerutil.Pass) {
	p.Problems(func(_ *mcptool.Tool, pr mcptool.Problem) bool { return pr.Kind == schema.TagMismatch }, func(pr mcptool.Problem) {
		pos, end := pr.Pos, pr.End
		if pr.Field != nil && pr.Field.Tag != nil {
			pos, end = pr.Field.Tag.Pos(), pr.Field.Tag.End()
		}
		p.Report(pos, end, tagFix(pr), "%s: %s%s", pr.Path, pr.Message, omitConsequence(pr))
	})
}

// omitConsequence is what a misspelt omitempty or omitzero does at run
// time, for a field whose tag has no working omit option: "ignored"
// alone did not tell the user that every call then fails.
func omitConsequence(pr mcptool.Problem) string {
	if want := nearestOption(pr.Option); want != "omitempty" && want != "omitzero" || pr.Field == nil || pr.Field.Tag == nil {
		return ""
	}
	tag, err := strconv.Unquote(pr.Field.Tag.Value)
	if err != nil {
		return ""
	}
	_, opts, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	for o := range strings.SplitSeq(opts, ",") {
		if o == "omitempty" || o == "omitzero" {
			return ""
		}
	}
	if pr.Direction == schema.Output {
		return ": the field is always written, empty or not"
	}
	if _, ptr := pr.Field.Type.(*ast.StarExpr); ptr {
		return ": mcp.AddTool's schema then lists the field as required, so every call without it fails (runtime.AddTool leaves a pointer optional)"
	}
	return ": the input schema then lists the field as required, so every call without it fails"
}

var OMCG0014 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0014",
	Severity: analyzerutil.Warning,
	Since:    "v0.1.0",
	Title:    "the go-sdk's inferred schema disagrees with encoding/json",
	Doc: `mcp.AddTool infers schemas with google/jsonschema-go, which reads Go types
differently from encoding/json: []byte and json.RawMessage become arrays
of integers, types with MarshalJSON or MarshalText (uuid.UUID) get their
Go shape, ",string" is ignored, embedded structs are flattened even with a
json tag, two fields with one JSON name keep the last. The published
schema then says something the wire does not do, and the SDK's own
validation rejects real values. A warning. The remedy is mcpvet's
runtime.AddTool (same signature), whose schemas follow encoding/json, or
an explicit Tool.InputSchema/OutputSchema. runtime.AddTool changes what
the client sees in two ways, on purpose: an error that is not a
*runtime.ToolError reads "The tool failed." (its text is logged, not
sent), and a result that is not an object (a slice, a string, a number)
is its JSON as text only, without the output schema and structured
content mcp.AddTool gives it.`,
	Before: `
type Out struct {
	ID   uuid.UUID ` + "`json:\"id\"`" + `   // schema: array of 16 integers; wire: "6ba7b810-..."
	Data []byte    ` + "`json:\"data\"`" + ` // schema: array of integers; wire: base64 string
}
mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)`,
	After: `
runtime.AddTool(s, &mcp.Tool{Name: "get"}, get)`,
	Run: func(p *analyzerutil.Pass) {
		p.SDKFindings(func(f mcptool.SDKFinding) bool { return f.Kind == sdkdialect.Lie }, func(f mcptool.SDKFinding) {
			p.Report(f.Pos, f.End, nil, "%s: %s; use runtime.AddTool (same signature, schemas that follow encoding/json; unlike mcp.AddTool, it sends \"The tool failed.\" for an error that is not a *runtime.ToolError, and a result that is not an object as text only, without an output schema) or set the tool's schema explicitly", f.Path, f.Message)
		})
	},
})

// tagFix rewrites the json option at fault: a misspelt option becomes the
// option it is nearest to, omitempty on a struct becomes omitzero.
func tagFix(pr mcptool.Problem) []analysis.SuggestedFix {
	if pr.Field == nil || pr.Field.Tag == nil || pr.Option == "" {
		return nil
	}
	var want string
	switch {
	case pr.Option == "omitempty":
		want = "omitzero"
	case pr.Option == "string":
		return nil
	default:
		want = nearestOption(pr.Option)
	}
	if want == "" {
		return nil
	}
	lit := pr.Field.Tag
	raw := lit.Value
	idx := jsonOptionOffset(raw, pr.Option)
	if idx < 0 {
		return nil
	}
	pos := lit.Pos() + token.Pos(idx)
	// The fix does what the tag meant, which is not what it did: the
	// JSON written changes, and the fix's message says how.
	what := "an empty value is then left out of the JSON written"
	if want == "omitzero" {
		what = "a zero value is then left out of the JSON written"
		if pr.Type != "" {
			what = "a zero " + pr.Type + " is then left out of the JSON written"
		}
	}
	if want == "string" {
		what = "the value is then written as a JSON string"
	}
	return analyzerutil.Replace("Replace "+strconv.Quote(pr.Option)+" with "+strconv.Quote(want)+" ("+what+")", pos, pos+token.Pos(len(pr.Option)), want)
}

func nearestOption(o string) string {
	best, bestD := "", 3
	for _, c := range jsonOptions {
		if d := directive.Distance(o, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// jsonOptionOffset finds an option of the json key inside a raw tag
// literal (with its quotes), or -1.
func jsonOptionOffset(raw, option string) int {
	start := strings.Index(raw, `json:"`)
	if start < 0 {
		return -1
	}
	start += len(`json:"`)
	end := strings.IndexByte(raw[start:], '"')
	if end < 0 {
		return -1
	}
	value := raw[start : start+end]
	off := strings.IndexByte(value, ',')
	for off >= 0 {
		rest := value[off+1:]
		opt, _, _ := strings.Cut(rest, ",")
		if opt == option {
			return start + off + 1
		}
		next := strings.IndexByte(rest, ',')
		if next < 0 {
			break
		}
		off += 1 + next
	}
	return -1
}
