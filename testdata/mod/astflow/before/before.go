// Package before is the fixture of astflow's CanRunBefore and
// ReturnsAfter: each want says which later marks of its function a mark
// can run before, or that its function cannot return after it; no other
// pair and no other mark may be reported.
package before

import "os"

func mark(string) {}

func straight() {
	mark("a") // want `a before b` `a before c`
	mark("b") // want `b before c`
	mark("c")
}

func returns(fail bool) {
	if fail {
		mark("error") // the deferred mark is not set on this path
		return
	}
	mark("banner") // want `banner before serve` `banner before end`
	mark("serve")  // want `serve before end`
	defer mark("end")
}

func branches(http bool) {
	if http {
		mark("listening") // want `listening before after`
	} else {
		mark("stdio") // want `stdio before after`
	}
	mark("after")
}

func loop(n int) {
	for range n {
		mark("body") // want `body before body` `body before done`
	}
	mark("done")
	go func() { mark("lit") }()
}

func panics() {
	mark("first") // want `no return after first`
	panic("x")
	mark("dead")
}

func version(show bool) {
	if show {
		mark("version") // want `no return after version`
		os.Exit(0)
	}
	mark("go") // want `go before go2`
	mark("go2")
}

func deferred(fail bool) {
	defer mark("cleanup") // runs as the function returns: after every other mark
	defer func() { mark("inside") }()
	defer mark("last") // want `last before cleanup`
	if fail {
		mark("failed") // want `failed before cleanup` `failed before last`
		return
	}
	mark("serve") // want `serve before cleanup` `serve before last`
}
