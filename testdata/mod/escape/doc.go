// Package escape proves the findings of the security codes (OMCG0029 to
// OMCG0033): its test builds the flagged tools of their fixtures on the
// real go-sdk, calls them through a real client over the in-memory
// transport with the arguments a hostile text would make a model send,
// and observes the escape; the tools beside them that the codes leave
// alone refuse or contain the same argument. analyzers/families/security's
// TestEscape runs it.
package escape
