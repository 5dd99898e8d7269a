// Package models declares a bound type for another package's routes.
package models

// Article is bound by package other's route.
type Article struct {
	Title string `json:"title" binding:"exists,min=4"`
	Body  string `json:"body" binding:"max=2048"`
}
