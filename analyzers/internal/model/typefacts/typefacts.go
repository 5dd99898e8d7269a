package typefacts

import (
	"encoding/json"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// PackageFacts are the type facts of one package: its enums and the doc
// comments of its types and their fields, keyed as in schema.FactTable.
type PackageFacts struct {
	Table schema.FactTable
}

func (*PackageFacts) AFact() {}

// GobEncode writes the table as JSON, whose map keys are sorted: fact
// encodings must be deterministic, and gob's map order is not.
func (f *PackageFacts) GobEncode() ([]byte, error) { return json.Marshal(&f.Table) }

// GobDecode reads the table into empty maps, as NewFactTable makes them:
// an empty part (left out of the JSON) decodes to an empty map, not nil,
// so that the fact read is the fact written.
func (f *PackageFacts) GobDecode(b []byte) error {
	f.Table = *schema.NewFactTable()
	return json.Unmarshal(b, &f.Table)
}

func (f *PackageFacts) String() string {
	e, t, d := f.Table.Keys()
	return "types(" + strings.Join(append(append(e, t...), d...), ", ") + ")"
}

// Export collects the type facts of pass's package from its source and
// exports them as its PackageFacts; it returns the package's own table
// (empty for the standard library, which has no facts mcpvet needs).
func Export(pass *analysis.Pass) *schema.FactTable {
	if passutil.IsStd(pass) {
		return schema.NewFactTable()
	}
	local := typesview.CollectFacts(pass.Pkg, pass.Files)
	export := *local
	if passutil.Dependency(pass) {
		// Every fact is copied into the vet data of every package
		// that depends on it: the doc comments of a whole
		// dependency module (the go-sdk documents every field) would
		// cost more than they bring. Its enums are kept.
		export.TypeDocs, export.FieldDocs = nil, nil
	}
	if len(export.Enums)+len(export.TypeDocs)+len(export.FieldDocs) > 0 {
		pass.ExportPackageFact(&PackageFacts{Table: export})
	}
	return local
}

// Imported merges the type facts of every package pass's package
// imports, directly or not.
func Imported(pass *analysis.Pass) *schema.FactTable {
	imported := schema.NewFactTable()
	for _, f := range pass.AllPackageFacts() {
		if pf, ok := f.Fact.(*PackageFacts); ok {
			imported.Merge(&pf.Table)
		}
	}
	return imported
}
