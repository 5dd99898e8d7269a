package diagnostics

import (
	"bytes"
	"fmt"
	"strings"
)

// pageSections are the sections every page has, in this order; other
// sections may come between them.
var pageSections = [...]string{"Rule", "Why", "Bad", "Good", "Fix"}

// Extract is the Doc of a code's analyzer, extracted from the code's page
// (CODE.md), as the passes of golang.org/x/tools extract theirs from their
// doc.go: the title of the page's heading ("# CODE — title"), the
// sections "Rule" and "Why", and the first go block of "Bad" and of
// "Good", indented by a tab under "Bad:" and "Good:", as go doc shows
// code. "Fix" and anything else stay on the page (the analyzer's URL).
//
// The Markdown becomes plain text: a code span is its code (`x` is x), a
// link its text (a link to another code's page is that code), an
// autolink its address, ** and backslash escapes go, a code block is
// indented by a tab, a table row keeps its cells between bars (its
// separator row goes), a heading is a paragraph of its own. The lines
// keep the page's wrapping.
//
// title and text are substrings of doc: the first line, and the text
// between it and the examples. err says what keeps the page from being
// a code's page: a heading of another code, a section missing or out of
// order, no go block under Bad or Good, a code block never closed.
func Extract(code string, page []byte) (doc, title, text string, err error) {
	var b strings.Builder
	// The Doc is never much longer than the page: each line loses its
	// Markdown and at most gains a tab.
	b.Grow(len(page) + len(page)/16)
	line, rest := cutLine(page)
	n := 1
	head, ok := bytes.CutPrefix(line, []byte("# "))
	if ok {
		head, ok = bytes.CutPrefix(head, []byte(code))
	}
	if ok {
		head, ok = bytes.CutPrefix(head, []byte(" — "))
	}
	if !ok || len(bytes.TrimSpace(head)) == 0 {
		return "", "", "", pageError(code, 1, "the first line is not \"# %s — title\"", code)
	}
	writeInline(&b, bytes.TrimSpace(head), false)
	titleEnd := b.Len()
	textEnd := -1

	const (
		outside   = iota // before the first section, or in one that is not extracted
		inText           // Rule or Why: extracted as text
		inExample        // Bad or Good, before its first go block
	)
	var (
		state    = outside
		section  []byte
		next     int  // index of the next of pageSections
		fence    bool // inside a code block
		example  bool // inside the go block extracted as the section's example
		started  bool // some text written
		blank    bool // a blank line (or a paragraph break) is due before the next text line
		blanks   int  // empty lines of an example not yet written
		fenceAt  int
		examples int
	)
	textLine := func() {
		switch {
		case !started:
			b.WriteString("\n\n")
			started = true
		case blank:
			b.WriteString("\n\n")
		default:
			b.WriteByte('\n')
		}
		blank = false
	}
	// para is the paragraph of text being read, page[paraStart:paraEnd]:
	// written at once, since a code span or a link may span its lines.
	paraStart, paraEnd := -1, 0
	flush := func() {
		if paraStart >= 0 {
			textLine()
			writeInline(&b, page[paraStart:paraEnd], false)
			paraStart = -1
		}
	}
	for len(rest) > 0 {
		start := len(page) - len(rest)
		line, rest = cutLine(rest)
		n++
		if fence {
			if isFence(line) {
				fence = false
				if example {
					example = false
					state = outside
				}
				blank = started
				continue
			}
			switch {
			case example && len(line) == 0:
				blanks++
			case example:
				for ; blanks > 0; blanks-- {
					b.WriteByte('\n')
				}
				b.WriteString("\n\t")
				b.Write(line)
			case state == inText && len(line) == 0:
				blank = started
			case state == inText:
				textLine()
				b.WriteByte('\t')
				b.Write(line)
			}
			continue
		}
		if name, ok := bytes.CutPrefix(line, []byte("## ")); ok {
			flush()
			if state == inExample {
				return "", "", "", pageError(code, n, "section %q has no go block", section)
			}
			section, state = bytes.TrimSpace(name), outside
			i := indexSection(section)
			switch {
			case i < 0:
				continue
			case i != next:
				return "", "", "", pageError(code, n, "section %q, want %q", section, pageSections[next])
			}
			next++
			switch string(section) {
			case "Rule", "Why":
				state = inText
				blank = started
			case "Bad", "Good":
				state = inExample
			}
			continue
		}
		if isFence(line) {
			flush()
			fence, fenceAt = true, n
			if state == inExample && bytes.Equal(bytes.TrimSpace(line[3:]), []byte("go")) {
				if textEnd < 0 {
					textEnd = b.Len()
				}
				b.WriteString("\n\n")
				b.Write(section)
				b.WriteString(":\n")
				example, blanks = true, 0
				examples++
			} else {
				blank = started
			}
			continue
		}
		if state != inText {
			continue
		}
		switch {
		case len(bytes.TrimSpace(line)) == 0:
			flush()
			blank = started
		case len(bytes.TrimLeft(line, "#")) < len(line) && bytes.HasPrefix(bytes.TrimLeft(line, "#"), []byte(" ")):
			// A heading inside a section: a paragraph of its own.
			flush()
			blank = started
			textLine()
			writeInline(&b, bytes.TrimSpace(bytes.TrimLeft(line, "#")), false)
			blank = true
		case line[0] == '|':
			flush()
			if len(bytes.Trim(line, "|-: \t")) == 0 {
				continue // the separator row
			}
			textLine()
			writeInline(&b, bytes.TrimSpace(bytes.Trim(bytes.TrimSpace(line), "|")), true)
		default:
			if paraStart < 0 {
				paraStart = start
			}
			paraEnd = start + len(line)
		}
	}
	flush()
	switch {
	case fence:
		return "", "", "", pageError(code, fenceAt, "code block never closed")
	case next < len(pageSections):
		return "", "", "", pageError(code, 0, "no section %q", pageSections[next])
	case examples != 2:
		return "", "", "", pageError(code, 0, "section %q has no go block", section)
	case textEnd <= titleEnd:
		return "", "", "", pageError(code, 0, "sections \"Rule\" and \"Why\" are empty")
	}
	doc = b.String()
	return doc, doc[:titleEnd], doc[titleEnd+2 : textEnd], nil
}

// pageError is an error of a code's page, at a line (0 for the page as
// a whole).
func pageError(code string, line int, format string, args ...any) error {
	file := code + ".md"
	if line > 0 {
		file += fmt.Sprintf(":%d", line)
	}
	return fmt.Errorf("%s: %s", file, fmt.Sprintf(format, args...))
}

func indexSection(name []byte) int {
	for i, s := range pageSections {
		if s == string(name) {
			return i
		}
	}
	return -1
}

// cutLine splits off the first line of s, without its newline.
func cutLine(s []byte) (line, rest []byte) {
	line, rest, _ = bytes.Cut(s, []byte{'\n'})
	return bytes.TrimSuffix(line, []byte{'\r'}), rest
}

// isFence reports whether line opens or closes a fenced code block.
func isFence(line []byte) bool {
	return bytes.HasPrefix(line, []byte("```"))
}

// writeInline writes a line of Markdown as plain text: code spans as
// their code, links as their text, autolinks as their address, without
// ** and backslash escapes. In a table row, \| inside a code span is a
// bar too, as GitHub renders it.
func writeInline(b *strings.Builder, s []byte, table bool) {
	for len(s) > 0 {
		i := bytes.IndexAny(s, "`\\*[<")
		if i < 0 {
			b.Write(s)
			return
		}
		b.Write(s[:i])
		s = s[i:]
		switch s[0] {
		case '`':
			n := 1
			for n < len(s) && s[n] == '`' {
				n++
			}
			end := closingTicks(s[n:], n)
			if end < 0 {
				b.Write(s[:n])
				s = s[n:]
				continue
			}
			code := s[n : n+end]
			if len(code) >= 2 && code[0] == ' ' && code[len(code)-1] == ' ' && len(bytes.TrimSpace(code)) > 0 {
				code = code[1 : len(code)-1]
			}
			if table && bytes.Contains(code, []byte(`\|`)) {
				code = bytes.ReplaceAll(code, []byte(`\|`), []byte("|"))
			}
			b.Write(code)
			s = s[2*n+end:]
		case '\\':
			if len(s) > 1 && strings.IndexByte("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", s[1]) >= 0 {
				b.WriteByte(s[1])
				s = s[2:]
				continue
			}
			b.WriteByte('\\')
			s = s[1:]
		case '*':
			if len(s) > 1 && s[1] == '*' {
				s = s[2:]
				continue
			}
			b.WriteByte('*')
			s = s[1:]
		case '[':
			// [text](target), the target not empty.
			if t := bytes.Index(s, []byte("](")); t > 1 && bytes.IndexByte(s[1:t], '[') < 0 {
				if u := bytes.IndexByte(s[t+2:], ')'); u > 0 {
					writeInline(b, s[1:t], table)
					s = s[t+3+u:]
					continue
				}
			}
			b.WriteByte('[')
			s = s[1:]
		case '<':
			if bytes.HasPrefix(s, []byte("<http")) {
				if u := bytes.IndexByte(s, '>'); u > 0 && bytes.IndexByte(s[:u], ' ') < 0 {
					b.Write(s[1:u])
					s = s[u+1:]
					continue
				}
			}
			b.WriteByte('<')
			s = s[1:]
		}
	}
}

// closingTicks is the index in s of a run of exactly n backticks, -1 if
// there is none.
func closingTicks(s []byte, n int) int {
	for i := 0; i < len(s); {
		j := bytes.IndexByte(s[i:], '`')
		if j < 0 {
			return -1
		}
		i += j
		k := i
		for k < len(s) && s[k] == '`' {
			k++
		}
		if k-i == n {
			return i
		}
		i = k
	}
	return -1
}
