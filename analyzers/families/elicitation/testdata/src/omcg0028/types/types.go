// Package types declares a form type in another package than the calls
// that ask for it: its fields are reported at the call.
package types

type Remote struct {
	Name  string   `json:"name"`
	Notes []string `json:"notes"`
}
