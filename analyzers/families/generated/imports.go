package generated

import (
	"bytes"
	"fmt"
	"go/types"
	"path"
	"slices"
	"strconv"
	"strings"
)

// imports chooses the import names of the generated file: a package's own
// name unless that would hide a name the file needs, else the name with a
// number.
type imports struct {
	self     *types.Package
	reserved func(string) bool
	byPath   map[string]string
	names    map[string]bool
}

func newImports(reserved func(string) bool, self *types.Package) *imports {
	return &imports{self: self, reserved: reserved, byPath: map[string]string{}, names: map[string]bool{}}
}

// add imports path, whose package is named name, and returns the name the
// file refers to it by.
func (im *imports) add(pkgPath, name string) string {
	if n, ok := im.byPath[pkgPath]; ok {
		return n
	}
	n := name
	for i := 2; im.reserved(n) || im.names[n]; i++ {
		n = name + strconv.Itoa(i)
	}
	im.byPath[pkgPath] = n
	im.names[n] = true
	return n
}

// qualifier is a types.Qualifier that imports what it qualifies.
func (im *imports) qualifier(p *types.Package) string {
	if p == im.self || im.self != nil && p.Path() == im.self.Path() {
		return ""
	}
	return im.add(p.Path(), p.Name())
}

// write writes the import declaration: the standard library first, then
// the rest, each group sorted by path, as gofmt and goimports keep it.
func (im *imports) write(b *bytes.Buffer) {
	if len(im.byPath) == 0 {
		return
	}
	// The standard library's paths have no dot in their first element;
	// neither may a module's own ("fixtures/..."), which the package's
	// path tells.
	var own string
	if im.self != nil {
		own, _, _ = strings.Cut(im.self.Path(), "/")
	}
	var std, other []string
	for p := range im.byPath {
		if first, _, _ := strings.Cut(p, "/"); strings.Contains(first, ".") || first == own {
			other = append(other, p)
		} else {
			std = append(std, p)
		}
	}
	slices.Sort(std)
	slices.Sort(other)
	spec := func(p string) {
		if n := im.byPath[p]; n != path.Base(p) {
			fmt.Fprintf(b, "%s %s\n", n, strconv.Quote(p))
		} else {
			fmt.Fprintf(b, "%s\n", strconv.Quote(p))
		}
	}
	if len(im.byPath) == 1 {
		b.WriteString("import ")
		spec(append(std, other...)[0])
		return
	}
	b.WriteString("import (\n")
	for _, p := range std {
		spec(p)
	}
	if len(std) > 0 && len(other) > 0 {
		b.WriteString("\n")
	}
	for _, p := range other {
		spec(p)
	}
	b.WriteString(")\n")
}
