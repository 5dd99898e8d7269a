package valueflow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// The arguments decoded into a struct as a source of flows: each field
// of a local struct that json.Unmarshal (or mcp-go's BindArguments)
// fills from the arguments holds the argument of its JSON name, as
// args[NAME] does, so a flow from it names that argument. The names are
// encoding/json's (schema.JSONFields), as drift's reads of the same
// decoding are (reads_decode.go).

// decodeInto records that the JSON text of taint t is decoded into
// target (an any holding a pointer to a local struct): each field gets
// the argument of its name. It reports whether target is such a struct;
// if not, the caller keeps its own rule.
func (s *fnState) decodeInto(target ssa.Value, t taint) bool {
	if mi, ok := target.(*ssa.MakeInterface); ok {
		target = mi.X
	}
	alloc, ok := target.(*ssa.Alloc)
	if !ok || len(t) == 0 {
		return false
	}
	ptr, ok := types.Unalias(alloc.Type()).(*types.Pointer)
	if !ok {
		return false
	}
	if _, ok := ptr.Elem().Underlying().(*types.Struct); !ok {
		return false
	}
	m := s.fields[alloc]
	if m == nil {
		m = map[int]taint{}
		s.fields[alloc] = m
	}
	for _, f := range schema.JSONFields(typesview.NewView().Type(ptr.Elem())) {
		ft := t.field(f.Name)
		if len(f.Index) > 1 {
			ft = t.inexact() // promoted through an embedded struct
		}
		n, ch := m[f.Index[0]].union(ft)
		m[f.Index[0]] = n
		s.changed = s.changed || ch
	}
	return true
}
