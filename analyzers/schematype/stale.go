package schematype

import (
	"bytes"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/internal/gen"
)

// checkStale reports a generated file whose content is not what mcpvet gen
// would write now: a //mcp:tool added, removed or changed since, a type
// whose schema or facts changed, or a file no tool needs any more. It
// says nothing when gen would refuse the package: the analyzers report
// why.
func checkStale(p *analyzerutil.Pass) {
	gf := p.Facts.GenFile
	if gf == nil {
		return
	}
	want, err := gen.File(p.Pass, p.Facts)
	if err != nil {
		return
	}
	have, err := p.ReadFile(p.Fset.File(gf.FileStart).Name())
	if err != nil || bytes.Equal(have, want) {
		return
	}
	p.Report(gf.Package, gf.Name.End(), nil, "%s is stale: %s; run mcpvet gen (go generate)", mcpfacts.GenFileName, gen.Explain(have, want))
}
