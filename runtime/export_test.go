package runtime

// RestoreFacts returns a func that puts the fact registry back as it is
// now, for tests that register facts of their own.
func RestoreFacts() func() {
	old := facts.table.Load()
	return func() { facts.table.Store(old) }
}
