package toolname

import (
	"cmp"
	"fmt"
	"go/token"
	"slices"

	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
)

// resourceDuplicates reports a resource URI, a resource template or a
// prompt name that an earlier registration on the same server already
// used, when both registrations can run: both SDKs keep the last one
// under a key and silently drop the other. Servers are told apart, and
// registrations in exclusive branches left alone, as for tools.
func resourceDuplicates(p *toolpass.Pass, r *reporter, res *resolver) {
	type key struct {
		kind   mcpresource.ResourceKind
		server server
	}
	type resEntry struct {
		entry
		res *mcpresource.SDKResource
		at  token.Pos // the registration call
	}
	var order []key
	groups := map[key][]*resEntry{}
	for _, sr := range p.Facts.SDKResources {
		if !sr.KeyKnown {
			continue
		}
		for _, reg := range sr.Registrations {
			if reg.Server == nil {
				continue
			}
			for _, s := range res.servers(reg.Server, reg.ServerPath, reg.Enclosing, reg.Call.Pos()) {
				sites := []token.Pos{reg.Call.Pos()}
				if s.site != token.NoPos {
					sites = append(sites, s.site)
				}
				k := key{sr.Kind, s.server}
				if _, ok := groups[k]; !ok {
					order = append(order, k)
				}
				groups[k] = append(groups[k], &resEntry{
					entry: entry{name: sr.Key, sites: sites, helper: s.helper, server: s.name},
					res:   sr, at: reg.Call.Pos(),
				})
			}
		}
	}
	for _, k := range order {
		es := groups[k]
		slices.SortStableFunc(es, func(a, b *resEntry) int {
			pa, pb := p.Fset.Position(a.at), p.Fset.Position(b.at)
			return cmp.Or(cmp.Compare(pa.Filename, pb.Filename), cmp.Compare(pa.Offset, pb.Offset))
		})
		for i, e := range es {
			var prev *resEntry
			for _, q := range es[:i] {
				// One mcp-go value registered twice replaces itself with
				// itself: nothing is lost.
				if q.name == e.name && q.res != e.res && !exclusive(res.x, &q.entry, &e.entry) {
					prev = q
					break
				}
			}
			if prev == nil {
				continue
			}
			what := keyName(k.kind)
			keeps := sdkKeeps
			if e.res.Mark {
				keeps = "mcp-go's server keeps the last one added under it and silently drops the other"
			}
			helpers := ""
			for _, h := range []string{prev.helper, e.helper} {
				if h != "" {
					helpers += ", " + h
				}
			}
			msg := fmt.Sprintf("%s %q is already registered on the same server (%s)%s, and both registrations can run; %s: change one of them",
				what, e.name, e.server, helpers, keeps)
			r.reportRelated(e.res.KeyPos, e.res.KeyEnd, "dup "+what+" "+e.name, firstUse(prev.at, what, e.name), nil, "%s", msg)
		}
	}
}

// keyName says what key of a resource, template or prompt two
// registrations share.
func keyName(k mcpresource.ResourceKind) string {
	switch k {
	case mcpresource.TemplateResource:
		return "resource template"
	case mcpresource.PromptKind:
		return "prompt name"
	}
	return "resource URI"
}

// sdkKeeps is what the go-sdk does with a second registration under one
// key, for SDK calls and the generated code's alike.
const sdkKeeps = "the go-sdk keeps the last registration and silently drops the other"

// offerDuplicates reports the //mcp:resource and //mcp:prompt
// declarations of the package that repeat an earlier one's URI, template
// or prompt name. The generated code registers all of them on the one
// server it is given, so the rule is resourceDuplicates' with the server
// known: the first declaration is kept by nobody.
func offerDuplicates(p *toolpass.Pass, r *reporter) {
	type key struct {
		kind mcpresource.ResourceKind
		name string
	}
	seen := map[key]token.Pos{}
	check := func(k key, pos, end token.Pos) {
		first, ok := seen[k]
		if !ok {
			seen[k] = pos
			return
		}
		r.reportRelated(pos, end, "dup "+keyName(k.kind)+" "+k.name, firstUse(first, keyName(k.kind), k.name), nil, "%s",
			fmt.Sprintf("%s %q is already declared; the generated code registers both and %s: change one of them",
				keyName(k.kind), k.name, sdkKeeps))
	}
	for _, res := range p.Facts.Resources {
		kind := mcpresource.StaticResource
		if res.Template {
			kind = mcpresource.TemplateResource
		}
		check(key{kind, res.URI}, res.URIPos, res.URIEnd)
	}
	for _, pr := range p.Facts.Prompts {
		check(key{mcpresource.PromptKind, pr.Name}, pr.NamePos, pr.NameEnd)
	}
}
