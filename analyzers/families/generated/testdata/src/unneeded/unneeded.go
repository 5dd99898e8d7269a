// Package unneeded once had tools; its generated file is left over.
package unneeded

// Unit is a unit of temperature.
type Unit string

const (
	Celsius    Unit = "celsius"
	Fahrenheit Unit = "fahrenheit"
)
