package schematype

import (
	"go/ast"
	"go/token"
	"reflect"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0002, omcg0003, omcg0011, omcg0014, omcg0036}

// Analyzers are this package's analyzers in code order.
var Analyzers = analyzerutil.Analyzers(Codes)

var OMCG0002 = omcg0002.Analyzer

var omcg0002 = toolpass.New(toolpass.Code{
	Code:     "OMCG0002",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run: func(p *toolpass.Pass) {
		reportUnsupported(p)
		reportNotTextLike(p)
	},
})

var OMCG0003 = omcg0003.Analyzer

var omcg0003 = toolpass.New(toolpass.Code{
	Code:     "OMCG0003",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      runResults,
})

func runResults(p *toolpass.Pass) {
	for _, t := range p.Facts.Tools {
		if d := t.Directive(); d != nil && d.Results == mcptool.ResultInvalid {
			p.Report(d.ResultsPos, token.NoPos, nil, "the results of %s are not a tool result form: return nothing, a string, mcp.Content, *mcp.CallToolResult, a JSON value, an enum, or a struct or map, optionally followed by an error", d.Decl.Name.Name)
		}
	}
	reportUnsupported(p)
	reportOfferResults(p)
}

// reportUnsupported reports, once however many tools reach the type, what
// has no schema in the code's direction (analyzers/internal/foundation/reasoncode):
// by mcpvet's rules for the tools whose schemas mcpvet writes, and by the
// go-sdk's inference (where AddTool panics: a jsonschema tag the SDK
// refuses among them, an error where OMCG0011's tag findings are
// warnings) for mcp.AddTool tools.
func reportUnsupported(p *toolpass.Pass) {
	p.Problems(p.Owns, func(pr mcptool.Problem) {
		p.Report(pr.Pos, pr.End, nil, "%s: %s", pr.Path, pr.Message)
	})
	p.SDKFindings(p.OwnsSDK, func(f mcptool.SDKFinding) {
		pos, end := f.Pos, f.End
		if f.Reason == sdkdialect.BadJSONSchemaTag && f.Field != nil && f.Field.Tag != nil {
			pos, end = f.Field.Tag.Pos(), f.Field.Tag.End() // the tag is what to change
		}
		p.Report(pos, end, sdkFix, "%s: %s", f.Path, f.Message)
	})
}

// elementMap reports whether f is a nil map (or slice) that is an
// element of a slice or array (Out.Rows[]) or the value of another map
// (Out.ByID{}): such a value is made by the code that puts it there
// (rows = append(rows, row)), and is nil only where the code puts a nil
// one, which mcpvet does not follow; the unknown is silence. A field's
// map or slice is nil whenever the handler leaves it unset, and stays
// reported.
func elementMap(f mcptool.SDKFinding) bool {
	return (f.Reason == sdkdialect.NilMap || f.Reason == sdkdialect.NilSlice) && (strings.HasSuffix(f.Path, "[]") || strings.HasSuffix(f.Path, "{}"))
}

// sdkFix is no edit: the remedy (switching to runtime.AddTool, or
// changing the type) is the author's call, so it is said, not applied.
var sdkFix []analysis.SuggestedFix

var OMCG0011 = omcg0011.Analyzer

var omcg0011 = toolpass.New(toolpass.Code{
	Code:     "OMCG0011",
	Severity: analyzerutil.Warning,
	Since:    "v0.1.0",
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      runTags,
})

var jsonOptions = []string{"omitempty", "omitzero", "string"}

func runTags(p *toolpass.Pass) {
	p.Problems(p.Owns, func(pr mcptool.Problem) {
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

var OMCG0014 = omcg0014.Analyzer

var omcg0014 = toolpass.New(toolpass.Code{
	Code:      "OMCG0014",
	Severity:  analyzerutil.Warning,
	Since:     "v0.1.0",
	Requires:  []*analysis.Analyzer{astflow.Analyzer},
	FactTypes: []analysis.Fact{new(MapMadeFact)},
	Run: func(p *toolpass.Pass) {
		idx := newMadeIndex(p)
		exportMadeMaps(p, idx)
		made := madeMaps(p, idx)
		p.SDKFindings(func(f mcptool.SDKFinding) bool { return p.OwnsSDK(f) && !elementMap(f) && !made(f) }, func(f mcptool.SDKFinding) {
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
