// Package report declares output types that another package's tools
// return: Made's map is made in the one literal of its type here, Half's
// only on one path.
package report

type Made struct {
	ByPkg map[string]int `json:"byPkg"` // want ByPkg:"mapMade"
}

func NewMade() Made { return Made{ByPkg: map[string]int{}} }

type Half struct {
	ByPkg map[string]int `json:"byPkg"`
}

func NewHalf(full bool) Half {
	if !full {
		return Half{}
	}
	return Half{ByPkg: map[string]int{}}
}
