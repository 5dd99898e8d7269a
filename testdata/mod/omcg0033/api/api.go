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

// Lookup is what Find looks up.
type Lookup struct {
	Team string
	Page int
}

// Find gets a team's page.
func (c *Client) Find(l Lookup) (*http.Response, error) {
	u, err := url.JoinPath(c.Base, "teams", l.Team)
	if err != nil {
		return nil, err
	}
	return c.HTTP.Get(u)
}

// Escaped gets a user, escaped.
func (c *Client) Escaped(name string) (*http.Response, error) {
	return c.HTTP.Get(c.Base + "/users/" + url.PathEscape(name))
}

// Item gets an item of any id-like type.
func Item[ID ~string](base string, id ID) (*http.Response, error) {
	return http.Get(base + "/items/" + string(id))
}
