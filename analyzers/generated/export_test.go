package gen

// Literal is literal, for the tests.
var Literal = literal
