package lsp

import (
	"sort"
	"unicode/utf8"
)

// A mapper converts between byte offsets in a file and LSP positions,
// whose columns count UTF-16 code units. Every input is clamped into the
// text: an editor's position may be stale or wrong, and the server must
// not fail on it.
type mapper struct {
	content []byte
	lines   []int // the offset of each line's start
}

func newMapper(content []byte) *mapper {
	m := &mapper{content: content, lines: []int{0}}
	for i, b := range content {
		if b == '\n' {
			m.lines = append(m.lines, i+1)
		}
	}
	return m
}

// position returns the position of a byte offset.
func (m *mapper) position(off int) position {
	off = max(0, min(off, len(m.content)))
	line := sort.Search(len(m.lines), func(i int) bool { return m.lines[i] > off }) - 1
	col := 0
	for i := m.lines[line]; i < off; {
		r, size := utf8.DecodeRune(m.content[i:])
		if i+size > off {
			break // off is inside a rune: count up to its start
		}
		if r >= 0x10000 {
			col += 2
		} else {
			col++
		}
		i += size
	}
	return position{Line: uint32(line), Character: uint32(col)}
}

// rangeOf returns the range of the bytes [start, end).
func (m *mapper) rangeOf(start, end int) lspRange {
	if end < start {
		end = start
	}
	return lspRange{Start: m.position(start), End: m.position(end)}
}

// offset returns the byte offset of a position: a line past the end is
// the end of the text, a column past the end of its line the line's end.
func (m *mapper) offset(p position) int {
	if int64(p.Line) >= int64(len(m.lines)) {
		return len(m.content)
	}
	i := m.lines[p.Line]
	end := len(m.content)
	if int(p.Line)+1 < len(m.lines) {
		end = m.lines[p.Line+1] - 1 // the '\n'
	}
	for col := uint32(0); i < end && col < p.Character; {
		r, size := utf8.DecodeRune(m.content[i:end])
		if r >= 0x10000 {
			col += 2
		} else {
			col++
		}
		i += size
	}
	return i
}

// applyChanges applies didChange content changes to text, in order: a
// change without a range replaces the whole text.
func applyChanges(text string, changes []contentChange) string {
	for _, c := range changes {
		if c.Range == nil {
			text = c.Text
			continue
		}
		m := newMapper([]byte(text))
		start, end := m.offset(c.Range.Start), m.offset(c.Range.End)
		if end < start {
			start, end = end, start
		}
		text = text[:start] + c.Text + text[end:]
	}
	return text
}
