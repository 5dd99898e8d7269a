// Package api calls a user service for package sdk, in a package of its
// own: the flows of its tools cross into it.
package api

import (
	"context"
	"net/http"
	"net/url"
)

// Client calls the service at Base.
type Client struct {
	Base string
	HTTP *http.Client
}

// User gets a user.
func (c *Client) User(ctx context.Context, name string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.Base+"/users/"+name, nil)
	if err != nil {
		return nil, err
	}
	return c.HTTP.Do(req)
}

// Escaped gets a user, escaped.
func (c *Client) Escaped(name string) (*http.Response, error) {
	return c.HTTP.Get(c.Base + "/users/" + url.PathEscape(name))
}
