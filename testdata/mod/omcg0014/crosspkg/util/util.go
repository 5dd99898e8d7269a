// Package util declares a type with its own JSON form that the tools of
// packages alpha and beta use: one OMCG0014 finding, here, however many
// packages reach it (each reports it with the same position and message,
// which mcpvet prints once, its related locations listing every tool).
// The analyzer test checks the position, which a want comment cannot:
// the diagnostic is reported while analyzing alpha and beta.
package util

import "encoding/json"

// StringOrInt reads "7" and 7 alike.
type StringOrInt string

func (s *StringOrInt) UnmarshalJSON(b []byte) error {
	var n json.Number
	if err := json.Unmarshal(b, &n); err == nil {
		*s = StringOrInt(n)
		return nil
	}
	return json.Unmarshal(b, (*string)(s))
}
