package effects

import (
	"encoding/binary"
	"errors"
)

// A Fact's encoding. go vet writes a package's facts, and those about
// methods of its dependencies, into the package's vet data, and every
// package that imports it reads them back: the encoding is compact. Every
// string (package, name, file) is written once in a table, and a path
// shared by several kinds (os.Remove is write-local and delete) once.
//
//	strings: n, then n × (len, bytes)
//	paths:   n, then n × (steps, then steps × (pkg, qual, name, file, line, col, reaches))
//	effects: n, then n × (kind, path)
//	made:    the same, for the effects of the literal a factory makes
//	returns: 1 when the function returns a writer on standard output, else 0
//
// Every number is a uvarint; strings and paths are referred to by index.

// GobEncode writes the fact in the compact form.
func (f *Fact) GobEncode() ([]byte, error) {
	var strs []string
	index := map[string]uint64{}
	str := func(s string) uint64 {
		i, ok := index[s]
		if !ok {
			i = uint64(len(strs))
			index[s] = i
			strs = append(strs, s)
		}
		return i
	}
	var paths [][]Step
	var body []byte
	pathIndex := func(p []Step) uint64 {
		for i, q := range paths {
			if samePath(p, q) {
				return uint64(i)
			}
		}
		paths = append(paths, p)
		return uint64(len(paths) - 1)
	}
	type ref struct{ kind, path uint64 }
	var refs, made []ref
	for _, e := range f.Effects {
		refs = append(refs, ref{uint64(e.Kind), pathIndex(e.Path)})
	}
	for _, e := range f.Made {
		made = append(made, ref{uint64(e.Kind), pathIndex(e.Path)})
	}
	body = binary.AppendUvarint(body, uint64(len(paths)))
	for _, p := range paths {
		body = binary.AppendUvarint(body, uint64(len(p)))
		for _, s := range p {
			for _, n := range []uint64{str(s.Pkg), str(s.Qual), str(s.Name), str(s.File), uint64(s.Line), uint64(s.Col), str(s.Reaches)} {
				body = binary.AppendUvarint(body, n)
			}
		}
	}
	for _, rs := range [][]ref{refs, made} {
		body = binary.AppendUvarint(body, uint64(len(rs)))
		for _, r := range rs {
			body = binary.AppendUvarint(body, r.kind)
			body = binary.AppendUvarint(body, r.path)
		}
	}
	returns := uint64(0)
	if f.ReturnsStdout {
		returns = 1
	}
	body = binary.AppendUvarint(body, returns)
	var out []byte
	out = binary.AppendUvarint(out, uint64(len(strs)))
	for _, s := range strs {
		out = binary.AppendUvarint(out, uint64(len(s)))
		out = append(out, s...)
	}
	return append(out, body...), nil
}

func samePath(p, q []Step) bool {
	if len(p) != len(q) {
		return false
	}
	for i := range p {
		if p[i] != q[i] {
			return false
		}
	}
	return true
}

var errCorrupt = errors.New("effects: corrupt fact")

// GobDecode reads the compact form back.
func (f *Fact) GobDecode(b []byte) error {
	next := func() (uint64, error) {
		n, k := binary.Uvarint(b)
		if k <= 0 {
			return 0, errCorrupt
		}
		b = b[k:]
		return n, nil
	}
	count := func() (int, error) {
		n, err := next()
		if err != nil || n > uint64(len(b)) {
			return 0, errCorrupt // each item takes a byte at least
		}
		return int(n), nil
	}
	n, err := count()
	if err != nil {
		return err
	}
	strs := make([]string, n)
	for i := range strs {
		l, err := count()
		if err != nil {
			return err
		}
		strs[i], b = string(b[:l]), b[l:]
	}
	str := func() (string, error) {
		i, err := next()
		if err != nil || i >= uint64(len(strs)) {
			return "", errCorrupt
		}
		return strs[i], nil
	}
	num := func() (int, error) {
		v, err := next()
		if err != nil || v > 1<<31 {
			return 0, errCorrupt
		}
		return int(v), nil
	}
	np, err := count()
	if err != nil {
		return err
	}
	paths := make([][]Step, np)
	for i := range paths {
		ns, err := count()
		if err != nil {
			return err
		}
		path := make([]Step, ns)
		for j := range path {
			s := &path[j]
			for _, dst := range []*string{&s.Pkg, &s.Qual, &s.Name, &s.File} {
				if *dst, err = str(); err != nil {
					return err
				}
			}
			if s.Line, err = num(); err != nil {
				return err
			}
			if s.Col, err = num(); err != nil {
				return err
			}
			if s.Reaches, err = str(); err != nil {
				return err
			}
		}
		paths[i] = path
	}
	effects := func() ([]Effect, error) {
		ne, err := count()
		if err != nil || ne == 0 {
			return nil, err
		}
		out := make([]Effect, ne)
		for i := range out {
			k, err := next()
			if err != nil || k >= numKinds {
				return nil, errCorrupt
			}
			p, err := next()
			if err != nil || p >= uint64(len(paths)) {
				return nil, errCorrupt
			}
			out[i] = Effect{Kind: Kind(k), Path: paths[p]}
		}
		return out, nil
	}
	if f.Effects, err = effects(); err != nil {
		return err
	}
	if f.Made, err = effects(); err != nil {
		return err
	}
	returns, err := next()
	if err != nil || returns > 1 {
		return errCorrupt
	}
	f.ReturnsStdout = returns == 1
	if len(b) != 0 {
		return errCorrupt
	}
	return nil
}
