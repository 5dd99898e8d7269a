// Package types declares a type used by another package's tool: its
// dropped field is reported at the call.
package types

type Remote struct {
	Name string `json:"name"`
	Hook func() `json:"hook"`
}
