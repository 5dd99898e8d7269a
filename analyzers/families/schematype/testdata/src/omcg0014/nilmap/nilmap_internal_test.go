package nilmap

// A test's value of the type without its map is no value a server
// returns: Counted stays not flagged.
var zeroCounted = Counted{}
