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
// want +2 `OMCG0018: tool "weather" is annotated closed-world \(openworld=false\) but reaches the network: weather → fetch → http.Get; correct the annotation, or acknowledge the effect with //mcp:effects ok`
//
//mcp:tool readonly openworld=false
func Weather(ctx context.Context, in In) (Forecast, error) {
	return fetch("https://forecast.example.com/" + in.City)
}

func fetch(url string) (Forecast, error) {
	resp, err := http.Get(url)
	if err != nil {
		return Forecast{}, err
	}
	resp.Body.Close()
	return Forecast{}, nil
}

// Probe dials a TCP service.
// want +2 `OMCG0018: tool "probe" is annotated closed-world \(openworld=false\) but reaches the network: probe → net.Dial;`
//
//mcp:tool openworld=false
func Probe(ctx context.Context, in In) error {
	c, err := net.Dial("tcp", in.City+":80")
	if err == nil {
		c.Close()
	}
	return err
}

// ---- Not flagged. ----

// Local dials a unix socket, which is no open world.
//
//mcp:tool openworld=false
func Local(ctx context.Context, in In) error {
	_, err := net.Dial("unix", "/run/weather.sock")
	return err
}

// Open says it reaches the open world.
//
//mcp:tool openworld
func Open(ctx context.Context, in In) (Forecast, error) { return fetch(in.City) }

// Mirror reaches a mirror it runs itself, and says so.
//
//mcp:tool openworld=false
//mcp:effects ok // the mirror is ours
func Mirror(ctx context.Context, in In) (Forecast, error) {
	return fetch("http://localhost:8081/" + in.City)
}
