// Package before is the fixture of astflow's CanRunBefore: each want
// says which later marks of its function a mark can run before; no other
// pair may be reported.
package before

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
	mark("first") // nothing after a panic runs
	panic("x")
	mark("dead")
}
