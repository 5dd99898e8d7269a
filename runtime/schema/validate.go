package schema

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// ValidationRequires reports whether a go-playground/validator tag (a
// `validate` or gin `binding` tag's value) makes its field required, by
// the rule applyValidate uses for schemas.
func ValidationRequires(tag string) bool {
	required, _ := applyValidate(&Schema{}, tag, false, false)
	return required
}

// applyValidate maps the rules of a go-playground/validator tag onto s as
// far as the dialect can say them, and reports whether the tag makes the
// field required. Rules after "dive" concern elements and rules joined by
// "|" are alternatives: both are left to the validator, as are rules with
// no keyword here. A quoted (",string") field travels as a string, so its
// numeric rules cannot be expressed and are left out too. Bounds only
// narrow: the validator applies every rule, so the tightest one holds.
//
// The validator's omitempty exempts the zero value from all rules. When
// the zero value is not null (nilable is false: not a pointer, slice or
// map), a bound that the zero value breaks is therefore left out and a
// oneof enum admits the zero value.
func applyValidate(s *Schema, tag string, quoted, nilable bool) (required bool, problems []string) {
	before := *s
	omitEmpty, oneOf := false, false
	for _, rule := range strings.Split(tag, ",") {
		if rule == "dive" || rule == "keys" {
			break
		}
		if rule == "omitempty" {
			omitEmpty = true
			continue
		}
		if strings.Contains(rule, "|") {
			continue
		}
		name, param, hasParam := strings.Cut(rule, "=")
		bad := func(why string) {
			problems = append(problems, "validate rule "+quote(rule)+": "+why)
		}
		switch name {
		case "required":
			required = true
		case "min", "max", "gte", "lte", "len":
			if !hasParam || param == "" {
				bad("needs a value")
				continue
			}
			if quoted {
				continue
			}
			low := name == "min" || name == "gte" || name == "len"
			high := name == "max" || name == "lte" || name == "len"
			switch {
			case s.has("integer") || s.has("number"):
				n, ok := new(big.Rat).SetString(param)
				if !ok {
					bad(quote(param) + " is not a number")
					continue
				}
				if s.has("integer") && !n.IsInt() {
					bad(quote(param) + " is not an integer")
					continue
				}
				text := ratString(n)
				if low && tighter(text, s.Minimum, +1) {
					s.Minimum = text
				}
				if high && tighter(text, s.Maximum, -1) {
					s.Maximum = text
				}
			case s.has("string") && s.ContentEncoding == "" || s.has("array"):
				n, err := strconv.ParseUint(param, 10, 64)
				if err != nil {
					bad(quote(param) + " is not a length")
					continue
				}
				if s.has("array") {
					if low && (s.MinItems == nil || n > *s.MinItems) {
						s.MinItems = &n
					}
					if high && (s.MaxItems == nil || n < *s.MaxItems) {
						s.MaxItems = &n
					}
				} else {
					if low && (s.MinLength == nil || n > *s.MinLength) {
						s.MinLength = &n
					}
					if high && (s.MaxLength == nil || n < *s.MaxLength) {
						s.MaxLength = &n
					}
				}
			}
		case "oneof":
			values := splitOneOf(param)
			if len(values) == 0 {
				bad("needs at least one value")
				continue
			}
			if quoted {
				continue
			}
			var enum []string
			switch {
			case s.has("string"):
				for _, v := range values {
					enum = append(enum, quote(v))
				}
			case s.has("integer") || s.has("number"):
				for _, v := range values {
					n, ok := new(big.Rat).SetString(v)
					if !ok || s.has("integer") && !n.IsInt() {
						bad(quote(v) + " is not a number of the field's type")
						enum = nil
						break
					}
					enum = append(enum, ratString(n))
				}
			}
			if enum != nil {
				s.Enum = enum
				oneOf = true
			}
		case "email":
			if s.has("string") {
				s.Format = "email"
			}
		case "url", "uri", "http_url":
			if s.has("string") {
				s.Format = "uri"
			}
		case "uuid", "uuid4":
			if s.has("string") {
				s.Format = "uuid"
			}
		case "unique":
			if s.has("array") {
				s.UniqueItems = true
			}
		}
	}
	if omitEmpty && !nilable {
		admitZero(s, &before, oneOf)
	}
	return required, problems
}

// admitZero undoes what in s excludes the zero value of the field, whose
// schema was before until the validate rules applied.
func admitZero(s, before *Schema, oneOf bool) {
	zero := new(big.Rat)
	breaks := func(bound string, dir int) bool {
		b, ok := new(big.Rat).SetString(bound)
		return ok && b.Cmp(zero)*dir > 0
	}
	switch {
	case s.has("integer") || s.has("number"):
		if s.Minimum != before.Minimum && breaks(s.Minimum, +1) {
			s.Minimum = before.Minimum
		}
		if s.Maximum != before.Maximum && breaks(s.Maximum, -1) {
			s.Maximum = before.Maximum
		}
		if oneOf && !slices.Contains(s.Enum, "0") {
			s.Enum = append(s.Enum, "0")
		}
	case s.has("string"):
		if s.MinLength != nil && *s.MinLength > 0 {
			s.MinLength = before.MinLength
		}
		if oneOf && !slices.Contains(s.Enum, `""`) {
			s.Enum = append(s.Enum, `""`)
		}
	case s.has("array"):
		// A fixed array: its zero value has all its items.
		if before.MinItems != nil {
			n := *before.MinItems
			if s.MinItems != nil && *s.MinItems > n {
				s.MinItems = before.MinItems
			}
			if s.MaxItems != nil && *s.MaxItems < n {
				s.MaxItems = before.MaxItems
			}
		}
	}
}

func (s *Schema) has(typ string) bool { return slices.Contains(s.Type, typ) }

// splitOneOf splits validator's oneof parameter: space-separated, with
// single quotes around values that hold spaces.
func splitOneOf(p string) []string {
	var out []string
	for p = strings.TrimSpace(p); p != ""; p = strings.TrimSpace(p) {
		if p[0] == '\'' {
			if end := strings.IndexByte(p[1:], '\''); end >= 0 {
				out = append(out, p[1:1+end])
				p = p[end+2:]
				continue
			}
		}
		v, rest, _ := strings.Cut(p, " ")
		out = append(out, v)
		p = rest
	}
	return out
}

func ratString(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	f, _ := r.Float64()
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// tighter reports whether bound v narrows the current bound cur: for a
// minimum (dir +1) a larger value, for a maximum (dir -1) a smaller one.
func tighter(v, cur string, dir int) bool {
	if cur == "" {
		return true
	}
	a, okA := new(big.Rat).SetString(v)
	b, okB := new(big.Rat).SetString(cur)
	if !okA || !okB {
		return true
	}
	return a.Cmp(b)*dir > 0
}
