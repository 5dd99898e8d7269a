// Package kubectl runs kubectl for the tools: it imports the tools'
// package, which does not import it.
package kubectl

import (
	"os/exec"
	"strings"

	"fixtures/omcg0031/ifaceafar/tools"
)

// Kubectl runs kubectl with the words of a command line as its
// arguments, without a shell.
type Kubectl struct{}

var _ tools.Executor = Kubectl{}

// Execute runs kubectl.
func (Kubectl) Execute(command string) (string, error) {
	out, err := exec.Command("kubectl", strings.Fields(command)...).CombinedOutput()
	return string(out), err
}
