package mcpvetimpl_test

import (
	"errors"
	"testing"

	"github.com/google/uuid"

	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// TestParseTextUUID: ParseText on the real uuid.UUID, the TextUnmarshaler
// generated resource templates meet most. The runtime module's own tests
// use a type of their own (the runtime module does not require uuid).
func TestParseTextUUID(t *testing.T) {
	const id = "0b7e4c2a-5f0e-4a57-9a43-2a5a0d7c9e11"
	got, err := mcpvetimpl.ParseText[uuid.UUID](id)
	if err != nil || got != uuid.MustParse(id) {
		t.Errorf("ParseText[uuid.UUID](%q) = %v, %v", id, got, err)
	}
	_, err = mcpvetimpl.ParseText[uuid.UUID]("0b7e")
	if err == nil || err.Error() != "want a valid uuid.UUID" {
		t.Errorf("ParseText[uuid.UUID](\"0b7e\"): %v, want the reason \"want a valid uuid.UUID\"", err)
	}
	if errors.Unwrap(err) == nil {
		t.Errorf("ParseText's error %v wraps nothing (uuid's own error stays behind the reason, for logs)", err)
	}
}
