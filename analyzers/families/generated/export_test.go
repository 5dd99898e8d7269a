package generated

// Literal is literal, for the tests.
var Literal = literal
