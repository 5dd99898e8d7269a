package escape_test

import (
	"os"
	"testing"

	heldrunner31 "fixtures/omcg0031/heldrunner"
)

// OMCG0031 through a command runner held in a struct field: a go on
// PATH that records -exec's value gets it from the flagged tool, through
// a real client, and not from the tool that puts "--" first.
func TestOptionInjectionHeldRunner(t *testing.T) {
	marker := fakeCLI(t, "go", "-exec")
	cs := connect(t, heldrunner31.New().Register)
	hostile := map[string]any{"path": "-exec=/tmp/evil"}
	call(t, cs, "run_go_test_safe", hostile)
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("run_go_test_safe (not flagged) passed -exec as an option")
	}
	call(t, cs, "run_go_test", hostile)
	got, err := os.ReadFile(marker)
	if err != nil || string(got) != "/tmp/evil" {
		t.Errorf("run_go_test did not pass -exec as an option: %q, %v", got, err)
	}
}
