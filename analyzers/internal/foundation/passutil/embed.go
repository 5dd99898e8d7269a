package passutil

import (
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// maxEmbed bounds the file an embedded string is read from: a
// description is never that long, and a large asset is not one.
const maxEmbed = 1 << 20

// EmbeddedString returns the text of a package-level string variable of
// the package that a //go:embed line fills with one file
// (//go:embed description.txt), and the //go:embed comment: the compiler
// gives it the file's contents, so it folds like a constant. A pattern
// with several files, a glob or a directory is not read. The file is
// read with the pass's ReadFile when the driver offers it for the file,
// else from disk: drivers list only Go and "other" files, and an
// embedded file is neither.
func EmbeddedString(pass *analysis.Pass, v *types.Var) (string, *ast.Comment, bool) {
	if v == nil || v.Pkg() != pass.Pkg || v.Parent() != pass.Pkg.Scope() {
		return "", nil, false
	}
	if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return "", nil, false
	}
	for _, file := range pass.Files {
		if v.Pos() < file.Pos() || v.Pos() >= file.End() {
			continue
		}
		spec, doc := valueSpec(file, v.Pos())
		if spec == nil || len(spec.Names) != 1 || len(spec.Values) != 0 {
			return "", nil, false
		}
		for _, cg := range doc {
			if cg == nil {
				continue
			}
			for _, c := range cg.List {
				pattern, ok := strings.CutPrefix(c.Text, "//go:embed ")
				if !ok {
					continue
				}
				name := strings.TrimSpace(pattern)
				if name == "" || strings.ContainsAny(name, " \t*?[\"`") || strings.HasPrefix(name, "all:") {
					return "", nil, false
				}
				path := filepath.Join(filepath.Dir(pass.Fset.File(file.FileStart).Name()), filepath.FromSlash(name))
				data, err := readFile(pass, path)
				if err != nil || len(data) > maxEmbed {
					return "", nil, false
				}
				return string(data), c, true
			}
		}
		return "", nil, false
	}
	return "", nil, false
}

// valueSpec is the var spec declaring the name at pos, with the comment
// groups above it (the spec's and, for a single-spec decl, the decl's).
func valueSpec(file *ast.File, pos token.Pos) (*ast.ValueSpec, []*ast.CommentGroup) {
	for _, d := range file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR || pos < gd.Pos() || pos >= gd.End() {
			continue
		}
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			for _, id := range vs.Names {
				if id.Pos() == pos {
					docs := []*ast.CommentGroup{vs.Doc}
					if len(gd.Specs) == 1 {
						docs = append(docs, gd.Doc)
					}
					return vs, docs
				}
			}
		}
	}
	return nil, nil
}

func readFile(pass *analysis.Pass, path string) ([]byte, error) {
	if pass.ReadFile != nil {
		if data, err := pass.ReadFile(path); err == nil {
			return data, nil
		}
	}
	info, err := os.Stat(path)
	if err != nil || !info.Mode().IsRegular() || info.Size() > maxEmbed {
		return nil, os.ErrNotExist
	}
	return os.ReadFile(path)
}
