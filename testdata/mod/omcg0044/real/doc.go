// Package real runs the fixtures of OMCG0044 as the processes they are
// (its tests): each server on standard input and output, called by the
// go-sdk's client over the command transport.
package real
