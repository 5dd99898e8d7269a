// Package directive has //mcp:tool tools annotated openworld=false, some
// of which reach the network.
package directive

import (
	"context"
	"net"
	"net/http"
)

type In struct {
	City string `json:"city"`
}

type Forecast struct {
	Temp float64 `json:"temp"`
}

// ---- Flagged. ----

// Weather asks a forecast service, through a helper.
// want +2 `OMCG0018: tool "weather" is annotated closed-world \(openworld=false\) but reaches forecast.example.com: weather → fetch → http.Get; correct the annotation, or acknowledge the effect with //mcp:effects ok`
//
//mcp:tool readonly openworld=false
func Weather(ctx context.Context, in In) (Forecast, error) {
	return fetch(in.City)
}

func fetch(city string) (Forecast, error) {
	resp, err := http.Get("https://forecast.example.com/" + city)
	if err != nil {
		return Forecast{}, err
	}
	resp.Body.Close()
	return Forecast{}, nil
}

// Probe dials a TCP service.
// want +2 `OMCG0018: tool "probe" is annotated closed-world \(openworld=false\) but reaches time.example.com: probe → net.Dial;`
//
//mcp:tool openworld=false
func Probe(ctx context.Context, in In) error {
	c, err := net.Dial("tcp", "time.example.com:37")
	if err == nil {
		c.Close()
	}
	return err
}

// ---- Not flagged. ----

// Local dials a unix socket and a local port, which are no open world.
//
//mcp:tool openworld=false
func Local(ctx context.Context, in In) error {
	net.Dial("unix", "/run/weather.sock")
	_, err := net.Dial("tcp", "localhost:8081")
	return err
}

// Backend asks the server's own backend, whose address is configured: the
// tool's author may rightly call it a closed world.
//
//mcp:tool openworld=false
func Backend(ctx context.Context, in In) error {
	_, err := http.Get(backendURL + "/forecast/" + in.City)
	return err
}

var backendURL = "http://weather-backend:8080"

// Anywhere fetches a URL the input gives: the host is not named in the
// code, and nothing is claimed.
//
//mcp:tool openworld=false
func Anywhere(ctx context.Context, in In) error {
	_, err := http.Get(in.City)
	return err
}

// Open says it reaches the open world.
//
//mcp:tool openworld
func Open(ctx context.Context, in In) (Forecast, error) { return fetch(in.City) }

// Mirror reaches a forecast service it trusts, and says so.
//
//mcp:tool openworld=false
//mcp:effects ok // the forecast service is part of our closed world
func Mirror(ctx context.Context, in In) (Forecast, error) {
	return fetch(in.City)
}
