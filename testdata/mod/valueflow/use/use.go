// want package:"valueflow"

// Package use composes the summaries of package lib.
package use

import (
	"fixtures/valueflow/lib"
	"os"
)

// Through Read, the base is this func's first parameter.
func ReadUnder(dir, name string) ([]byte, error) { // want ReadUnder:`p0→path\+bare os.ReadFile; p1→path\+after0 os.ReadFile`
	return lib.Read(dir, name)
}

// A constant base: the name has fixed text before it.
func ReadData(name string) ([]byte, error) { // want ReadData:`p0→path\+fixed os.ReadFile`
	return lib.Read("/data", name)
}

// Through Join's result, then a sink here.
func Remove(name string) error { // want Remove:`p0→path\+fixed os.Remove`
	return os.Remove(lib.Join("/tmp", name))
}

// Checked by a validator: nothing reaches the sink.
func Checked(name string) ([]byte, error) { // want Checked:`p0→checked`
	if err := lib.Check(name); err != nil {
		return nil, err
	}
	return lib.Read("/data", name)
}

// Run with the argument as the whole script: bare.
func Script(s string) error { // want Script:`p0→shell\+bare exec.Command\("sh", "-c", …\)`
	return lib.Run(s)
}

// A struct field of a local struct.
func Field(name string) error { // want Field:`p0→path\+fixed os.Open`
	s := &lib.Store{Dir: "/srv"}
	f, err := s.Open(name)
	if err == nil {
		f.Close()
	}
	return err
}

// A call through an interface of the module whose implementations this
// package does not see: an invoked flow, which a package that sees them
// reads on into their summaries.
type Opener interface{ Open(string) error }

func Through(o Opener, name string) error { // want Through:`p1→invoked\+fixed \(fixtures/valueflow/use.Opener\).Open`
	return o.Open("/srv/" + name)
}
