// Command novet is a vet tool with no analyzers: the baseline against
// which BenchmarkVetOverhead measures what mcpvet's analyzers cost under
// go vet.
package main

import "golang.org/x/tools/go/analysis/multichecker"

func main() { multichecker.Main() }
