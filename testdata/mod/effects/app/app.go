// Package app reaches the effects of package store, and holds the func
// values that are followed and those that are not.
package app

import (
	"os"

	"fixtures/effects/store"
)

// Handler reaches os.Remove through two methods of another package.
func Handler(s *store.Store) string { // want Handler:`effects\(write-local=\(\*store.Store\).Read→\(\*store.Store\).purgeBackup→os.Remove delete=\(\*store.Store\).Read→\(\*store.Store\).purgeBackup→os.Remove\)`
	return s.Read("a")
}

// ReadOnly calls only a method that reads: no fact.
func ReadOnly(s *store.Store) string { return s.Get("a") }

// MethodValue calls a method value assigned once to a local.
func MethodValue(s *store.Store) { // want MethodValue:`effects\(write-local=\(\*store.Store\).Read→\(\*store.Store\).purgeBackup→os.Remove delete=`
	read := s.Read
	read("a")
}

// MethodExpr calls a method expression.
func MethodExpr(s store.Store) { // want MethodExpr:`effects\(write-local=store.Store.Save→os.WriteFile\)`
	(store.Store).Save(s, "a")
}

// Closure calls a func literal assigned once to a local.
func Closure() { // want Closure:`effects\(write-local=app.Closure.func1→os.Remove delete=app.Closure.func1→os.Remove\)`
	del := func() { os.Remove("x") }
	del()
}

// InPlace calls a func literal in place, deferred; the literal inside it
// is numbered as the compiler numbers it.
func InPlace() { // want InPlace:`effects\(write-local=app.InPlace.func1→app.InPlace.func1.1→os.Create\)`
	defer func() {
		func() { os.Create("x") }()
	}()
}

// Instance calls a generic function of another package.
func Instance() { store.Generic[int](1) } // want Instance:`effects\(write-local=store.Generic→os.WriteFile\)`

// Recursive reaches os.Mkdir through itself and a helper.
func Recursive(n int) { // want Recursive:`effects\(write-local=app.mkdir→os.Mkdir\)`
	if n > 0 {
		Recursive(n - 1)
	}
	mkdir()
}

func mkdir() { os.Mkdir("d", 0o755) }

// Shortest reaches os.Mkdir by two paths: the shorter is the evidence.
func Shortest() { // want Shortest:`effects\(write-local=os.Mkdir\)`
	Recursive(1)
	os.Mkdir("d", 0o755)
}

type Remover interface{ Remove(name string) error }

type fileRemover struct{}

func (fileRemover) Remove(name string) error { return os.Remove(name) } // want Remove:`effects\(write-local=os.Remove delete=os.Remove\)`

// Interface calls through an interface of the module: what its
// implementations in the module do, the call may do.
func Interface(r Remover) { r.Remove("x") } // want Interface:`effects\(write-local=app.fileRemover.Remove→os.Remove delete=app.fileRemover.Remove→os.Remove\)`

// InterfaceValue holds a concrete value in an interface variable: the
// call is still through the interface, read the same way.
func InterfaceValue() { // want InterfaceValue:`effects\(write-local=app.fileRemover.Remove→os.Remove delete=app.fileRemover.Remove→os.Remove\)`
	var r Remover = fileRemover{}
	r.Remove("x")
}

// What follows is not followed, and claims nothing.

// Closer has no implementation in the module: a call through it is any
// type's.
type Closer interface{ Close() error }

func CloseAll(cs []Closer) {
	for _, c := range cs {
		c.Close()
	}
}

// InterfaceMethodValue takes a method value of an interface.
func InterfaceMethodValue(r Remover) {
	f := r.Remove
	f("x")
}

// Param calls a func it is given.
func Param(f func()) { f() }

// Passed passes a func literal to a function: whether it runs is the
// callee's business.
func Passed() { Param(func() { os.Remove("x") }) }

// Reassigned calls a local given two values.
func Reassigned(b bool) {
	f := mkdir
	if b {
		f = func() {}
	}
	f()
}

// Field calls a func held in a struct field.
func Field(s struct{ f func() }) { s.f() }

// Global calls a package-level func variable, which any code of the
// package may change.
func Global() { hook() }

var hook = func() { os.Remove("x") }

// Addressed calls a local whose address is taken.
func Addressed() {
	f := mkdir
	p := &f
	*p = func() {}
	f()
}
