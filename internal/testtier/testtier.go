// Package testtier keeps the README's test command short: a test that
// holds two ways of running the analyzers to the same results (the
// checker and the editor's engine, go vet and nogo, source and export
// data), or that walks a whole workflow of the command end to end (every
// documented command, a warm editor start, generation across packages),
// costs tens of CPU-seconds and tests what changes rarely. Such a test
// calls Long first: it runs when MCPVET_TEST_LONG=1, as CI sets it, and
// is skipped, saying how to run it, otherwise.
//
// What stays in the README's command is every rule's fixtures on stubs
// and on the real libraries, the proofs through real clients, the
// models held to the libraries that judge them, and the command's own
// behaviour (exit codes, formats, the cache, the vet protocol).
package testtier

import (
	"os"
	"testing"
)

// LongEnv is the variable that runs the long tests.
const LongEnv = "MCPVET_TEST_LONG"

// Long skips t unless LongEnv is 1.
func Long(t testing.TB) {
	t.Helper()
	if os.Getenv(LongEnv) != "1" {
		t.Skipf("a long test (an agreement of two drivers, or a whole workflow): %s=1 runs it, as CI does", LongEnv)
	}
}
