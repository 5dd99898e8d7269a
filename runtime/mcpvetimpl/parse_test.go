package mcpvetimpl_test

import (
	"errors"
	"testing"
	"time"

	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// check runs parse on each input: a value equal to want, or the error
// text wantErr.
func check[T comparable](t *testing.T, name string, parse func(string) (T, error), in string, want T, wantErr string) {
	t.Helper()
	got, err := parse(in)
	switch {
	case wantErr != "" && (err == nil || err.Error() != wantErr):
		t.Errorf("%s(%q) = %v, %v; want the error %q", name, in, got, err, wantErr)
	case wantErr == "" && (err != nil || got != want):
		t.Errorf("%s(%q) = %v, %v; want %v", name, in, got, err, want)
	}
}

// TestParsers: each parser takes the text of its kind, refuses the rest
// (out of range for the Go type too) with a reason that names no value.
func TestParsers(t *testing.T) {
	check(t, "ParseInt[int8]", mcpvetimpl.ParseInt[int8], "127", 127, "")
	check(t, "ParseInt[int8]", mcpvetimpl.ParseInt[int8], "-128", -128, "")
	check(t, "ParseInt[int8]", mcpvetimpl.ParseInt[int8], "128", 0, "want an integer from -128 to 127")
	check(t, "ParseInt[int8]", mcpvetimpl.ParseInt[int8], "-129", 0, "want an integer from -128 to 127")
	check(t, "ParseInt[int32]", mcpvetimpl.ParseInt[int32], "1.5", 0, "want an integer from -2147483648 to 2147483647")
	check(t, "ParseInt[int64]", mcpvetimpl.ParseInt[int64], "9223372036854775808", 0, "want an integer from -9223372036854775808 to 9223372036854775807")
	check(t, "ParseUint[uint16]", mcpvetimpl.ParseUint[uint16], "65535", 65535, "")
	check(t, "ParseUint[uint16]", mcpvetimpl.ParseUint[uint16], "65536", 0, "want an integer from 0 to 65535")
	check(t, "ParseUint[uint]", mcpvetimpl.ParseUint[uint], "-1", 0, "want an integer from 0 to 18446744073709551615")
	check(t, "ParseFloat[float32]", mcpvetimpl.ParseFloat[float32], "1.5", 1.5, "")
	check(t, "ParseFloat[float32]", mcpvetimpl.ParseFloat[float32], "1e39", 0, "want a number")
	check(t, "ParseFloat[float64]", mcpvetimpl.ParseFloat[float64], "1e39", 1e39, "")
	check(t, "ParseFloat[float64]", mcpvetimpl.ParseFloat[float64], "-Inf", 0, "want a number")
	check(t, "ParseFloat[float64]", mcpvetimpl.ParseFloat[float64], "", 0, "want a number")
	check(t, "ParseBool", mcpvetimpl.ParseBool[bool], "false", false, "")
	check(t, "ParseBool", mcpvetimpl.ParseBool[bool], "yes", false, "want true or false")
	check(t, "ParseString", mcpvetimpl.ParseString[Court], "nysd", NYSD, "")
	check(t, "ParseDuration", mcpvetimpl.ParseDuration, "1h30m", 90*time.Minute, "")
	check(t, "ParseDuration", mcpvetimpl.ParseDuration, "90", 0, "want a duration such as 1h30m or 90s")
	when := time.Date(2025, 3, 14, 9, 0, 0, 500_000_000, time.FixedZone("", 3600))
	check(t, "ParseTime", mcpvetimpl.ParseTime, "2025-03-14T09:00:00.5+01:00", when, "")
	check(t, "ParseTime", mcpvetimpl.ParseTime, "2025-03-14", time.Time{}, "want an RFC 3339 time such as 2006-01-02T15:04:05Z")
	check(t, "ParseText[NoteID]", mcpvetimpl.ParseText[NoteID], noteID, NoteID(noteID), "")
	check(t, "ParseText[NoteID]", mcpvetimpl.ParseText[NoteID], "0b7e", "", "want a valid mcpvetimpl_test.NoteID")
	// The type's own error stays behind the reason, for logs.
	if _, err := mcpvetimpl.ParseText[NoteID]("0b7e"); errors.Unwrap(err) == nil {
		t.Errorf("ParseText's error %v wraps nothing", err)
	}

	level := mcpvetimpl.Enum(mcpvetimpl.ParseInt[Level], Low, High)
	check(t, "Enum(Level)", level, "3", High, "")
	check(t, "Enum(Level)", level, "2", 0, "want one of 1, 3")
	check(t, "Enum(Level)", level, "high", 0, "want one of 1, 3")
	style := mcpvetimpl.Enum(mcpvetimpl.ParseString[Style], Bullet, Prose)
	check(t, "Enum(Style)", style, "prose", Prose, "")
	check(t, "Enum(Style)", style, "Prose", "", "want one of bullet, prose")
}

// TestArgsAbsent: with no arguments, Optional is nil and Required records
// the first missing argument; Err is nil until something fails.
func TestArgsAbsent(t *testing.T) {
	a := new(mcpvetimpl.Args)
	if p := mcpvetimpl.Optional(a, "style", mcpvetimpl.ParseString[string]); p != nil || a.Err() != nil {
		t.Fatalf("Optional of an absent argument: %v, %v", p, a.Err())
	}
	mcpvetimpl.Required(a, "court", mcpvetimpl.ParseString[string])
	mcpvetimpl.Required(a, "number", mcpvetimpl.ParseInt[int])
	if err := a.Err(); err == nil || err.Error() != "Argument 'court' is required." {
		t.Fatalf("Err() = %v; want court required", err)
	}
}
