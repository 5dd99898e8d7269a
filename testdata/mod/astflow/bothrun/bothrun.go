// Package bothrun is the fixture of astflow's control flow: each call of
// mark that cannot run in one execution with another mark of its
// function says so, and each function that never returns says so.
package bothrun

import (
	"log"
	"os"
)

func mark(string) {}

func sequence() {
	mark("a")
	mark("b")
}

func ifElse(c bool) {
	if c {
		mark("a") // want `a cannot run with b`
	} else {
		mark("b") // want `b cannot run with a`
	}
	mark("c")
}

func returns(c bool) {
	if c {
		mark("a") // want `a cannot run with b`
		return
	}
	mark("b") // want `b cannot run with a`
}

func panics(c bool) {
	if c {
		mark("a") // want `a cannot run with b`
		panic("no")
	}
	mark("b") // want `b cannot run with a`
}

func exits(c bool) {
	if c {
		mark("a") // want `a cannot run with b`
		log.Fatal("no")
	}
	mark("b") // want `b cannot run with a`
}

// fail never returns: every path ends in os.Exit.
func fail(msg string) { // want `fail never returns`
	println(msg)
	os.Exit(2)
}

// spin never returns either: it loops for ever.
func spin() { // want `spin never returns`
	for {
	}
}

func helperExits(c bool) {
	if c {
		mark("a") // want `a cannot run with b`
		fail("no")
	}
	mark("b") // want `b cannot run with a`
}

func switchCases(n int) {
	switch n {
	case 1:
		mark("a") // want `a cannot run with b` `a cannot run with c` `a cannot run with d`
	case 2:
		mark("b") // want `b cannot run with a` `b cannot run with d`
		fallthrough
	case 3:
		mark("c") // want `c cannot run with a` `c cannot run with d`
	default:
		mark("d") // want `d cannot run with a` `d cannot run with b` `d cannot run with c`
	}
}

func selects(a, b chan int) {
	select {
	case <-a:
		mark("a") // want `a cannot run with b`
	case <-b:
		mark("b") // want `b cannot run with a`
	}
}

// Within one iteration of a loop the branches of an if are still
// exclusive (across two iterations both run, but a registration per
// iteration is another question); what runs before or after the loop
// runs with both.
func loop(xs []bool) {
	mark("before")
	for _, x := range xs {
		if x {
			mark("a") // want `a cannot run with b`
			continue
		}
		mark("b") // want `b cannot run with a`
	}
	mark("after")
}

// A func literal counts as the place it is written in its function.
func literals(c bool) {
	if c {
		f := func() {
			mark("a") // want `a cannot run with b`
		}
		f()
	} else {
		mark("b") // want `b cannot run with a`
	}
}

// Calls of a func value may return: nothing is claimed past them.
func unknown(c bool, stop func()) {
	if c {
		mark("a")
		stop()
	}
	mark("b")
}
