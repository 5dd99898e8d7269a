// Package page declares a pagination struct whose pointer fields the
// go-sdk writes as type arrays; the tools of alpha and beta embed it. One
// OMCG0023 finding per field, here, however many packages reach it (see
// the analyzer test: a want comment cannot say a diagnostic is reported
// while analyzing another package).
package page

type Input struct {
	First *int `json:"first,omitempty"`
	Last  *int `json:"last,omitempty"`
}
