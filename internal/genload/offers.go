package genload

import (
	"cmp"
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"

	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
)

// ResourceListing is one //mcp:resource as `mcpvet schema` lists it: a
// static resource or a resource template, with what resources/list (or
// resources/templates/list) will say and the parameters a read parses.
type ResourceListing struct {
	Package string `json:"package"`
	// Kind is "resource" (a static URI) or "template" (RFC 6570).
	Kind string `json:"kind"`
	// URI is the URI or the URI template.
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	// MIMEType is mime=, else the default of the result form; "" for a
	// result passed through with no mime= (its contents say).
	MIMEType string `json:"mimeType,omitempty"`
	Size     *int64 `json:"size,omitempty"`
	// Result is the Go result form: text, blob, json or sdk.
	Result string `json:"result"`
	Pos    string `json:"pos"`
	// Parameters are the template variables the func takes.
	Parameters []ParamListing `json:"parameters"`
}

// PromptListing is one //mcp:prompt as `mcpvet schema` lists it.
type PromptListing struct {
	Package     string `json:"package"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	// Result is the Go result form: text, messages or sdk.
	Result    string         `json:"result"`
	Pos       string         `json:"pos"`
	Arguments []ParamListing `json:"arguments"`
}

// ParamListing is a template variable or a prompt argument: the Go
// parameter that receives it and how its text is parsed.
type ParamListing struct {
	Name string `json:"name"`
	// Type is the Go type; Parse how the text becomes one (string, bool,
	// int, uint, float, time, duration, text for UnmarshalText, invalid
	// when it cannot: OMCG0002).
	Type     string   `json:"type"`
	Parse    string   `json:"parse"`
	Required bool     `json:"required"`
	Enum     []string `json:"enum,omitempty"`
	// Description is a prompt argument's //mcp:param text.
	Description string `json:"description,omitempty"`
}

// Offers lists the //mcp:resource and //mcp:prompt funcs of pkgs, in
// package and source order.
func Offers(pkgs []*Package) ([]ResourceListing, []PromptListing) {
	resources, prompts := []ResourceListing{}, []PromptListing{}
	for _, p := range pkgs {
		if p.Result == nil {
			continue
		}
		pos := func(at token.Pos) string {
			x := p.Fset.Position(at)
			return fmt.Sprintf("%s:%d:%d", filepath.Base(x.Filename), x.Line, x.Column)
		}
		var rs []ResourceListing
		for _, r := range p.Result.Resources {
			kind := "resource"
			if r.Template {
				kind = "template"
			}
			rs = append(rs, ResourceListing{
				Package: p.Path, Kind: kind, URI: r.URI, Name: r.Name, Title: r.Title, Description: r.Description,
				MIMEType: r.MIME, Size: r.Size, Result: resultName(r.Result), Pos: pos(r.Pos),
				Parameters: params(p, r.Params),
			})
		}
		var ps []PromptListing
		for _, pr := range p.Result.Prompts {
			ps = append(ps, PromptListing{
				Package: p.Path, Name: pr.Name, Title: pr.Title, Description: pr.Description,
				Result: resultName(pr.Result), Pos: pos(pr.Pos), Arguments: params(p, pr.Params),
			})
		}
		resources = append(resources, rs...)
		prompts = append(prompts, ps...)
	}
	slices.SortStableFunc(resources, func(a, b ResourceListing) int { return cmp.Compare(a.Package, b.Package) })
	slices.SortStableFunc(prompts, func(a, b PromptListing) int { return cmp.Compare(a.Package, b.Package) })
	return resources, prompts
}

func params(p *Package, tps []*mcpfacts.TextParam) []ParamListing {
	out := []ParamListing{}
	for _, tp := range tps {
		out = append(out, ParamListing{
			Name: tp.Var.Name(),
			Type: types.TypeString(tp.Var.Type(), func(q *types.Package) string {
				if q.Path() == p.Path {
					return ""
				}
				return q.Name()
			}),
			Parse:       tp.Kind.String(),
			Required:    !tp.Optional,
			Enum:        tp.Enum,
			Description: tp.Description,
		})
	}
	return out
}

// resultName names a result form for the listing.
func resultName(r mcpfacts.OfferResult) string {
	switch r {
	case mcpfacts.ResourceText, mcpfacts.PromptText:
		return "text"
	case mcpfacts.ResourceBlob:
		return "blob"
	case mcpfacts.ResourceJSON:
		return "json"
	case mcpfacts.PromptMessages:
		return "messages"
	case mcpfacts.ResourceReadResult, mcpfacts.ResourceContents, mcpfacts.ResourceContentsList, mcpfacts.PromptResult:
		return "sdk"
	}
	return "invalid"
}
