// Package restclient is a small REST client, as go-github and most API
// clients are: a service method builds the path of its request from its
// arguments and resolves it against the client's base URL. The fixture
// module requires it at a version (replaced by this folder), so mcpvet
// sees it as a dependency, not as the code under review.
package restclient

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Client calls the API at BaseURL, which ends with a slash.
type Client struct {
	BaseURL *url.URL
	HTTP    *http.Client
	loader  Loader
}

// New returns a client of the API at base.
func New(base string, hc *http.Client) (*Client, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, err
	}
	return &Client{BaseURL: u, HTTP: hc}, nil
}

// get sends a GET of path, resolved against the base URL ("../" in it
// climbs out of the API's prefix, as URL resolution does).
func (c *Client) get(ctx context.Context, path string) (string, error) {
	u, err := c.BaseURL.Parse(path)
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return "", err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// User gets one user, by a name pasted into the path as it is.
func (c *Client) User(ctx context.Context, name string) (string, error) {
	return c.get(ctx, "users/"+name)
}

// UserEscaped gets one user, by a name escaped as one path segment.
func (c *Client) UserEscaped(ctx context.Context, name string) (string, error) {
	return c.get(ctx, "users/"+url.PathEscape(name))
}

// ErrPathForbidden is the error of a path with "..".
var ErrPathForbidden = errors.New("path must not contain \"..\"")

// Contents gets a file of a repository by its path, as go-github's
// GetContents does: a path with ".." is refused, and the path is escaped
// as a URL's path ("?" and "#" are the name's).
func (c *Client) Contents(ctx context.Context, repo, path string) (string, error) {
	if strings.Contains(path, "..") {
		return "", ErrPathForbidden
	}
	escaped := (&url.URL{Path: path}).String()
	return c.get(ctx, "repos/"+repo+"/contents/"+escaped)
}

// RawContents refuses ".." as Contents does, and pastes the path as it
// is: "x?admin=1" asks for x with a query of the caller's.
func (c *Client) RawContents(ctx context.Context, repo, path string) (string, error) {
	if strings.Contains(path, "..") {
		return "", ErrPathForbidden
	}
	return c.get(ctx, "repos/"+repo+"/contents/"+path)
}

// EscapedContents escapes the path as a URL's path and checks nothing
// (as newer go-github releases do): "?" is the name's, "../" climbs.
func (c *Client) EscapedContents(ctx context.Context, repo, path string) (string, error) {
	escaped := (&url.URL{Path: path}).String()
	return c.get(ctx, "repos/"+repo+"/contents/"+escaped)
}

// Trace prints a line to standard output: a library's debug output.
func Trace(msg string) {
	fmt.Println("restclient:", msg)
}

var uuidRegex = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

func isValidUUID(id string) bool {
	return uuidRegex.MatchString(id)
}

func checkID(id string) error {
	if id == "" {
		return errors.New("empty id")
	}
	if !isValidUUID(id) {
		return fmt.Errorf("invalid id %s", id)
	}
	return nil
}

// Deployment gets one deployment by its id, which a validator two calls
// deep holds to a UUID (an anchored regular expression) first.
func (c *Client) Deployment(ctx context.Context, id string) (string, error) {
	if err := checkID(id); err != nil {
		return "", err
	}
	return c.get(ctx, "deployments/"+id)
}

// Loader loads a named template; a caller may plug one in (WithLoader).
type Loader interface {
	Load(name string) ([]byte, error)
}

// DirLoader loads templates from the files of a folder: the library's
// own Loader, which runs only where a caller passes it.
type DirLoader struct{ Dir string }

func (l DirLoader) Load(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(l.Dir, name))
}

// WithLoader returns a copy of the client that loads templates with l.
func (c *Client) WithLoader(l Loader) *Client {
	cp := *c
	cp.loader = l
	return &cp
}

// Template loads the named template with the client's loader, if it has
// one.
func (c *Client) Template(name string) (string, error) {
	if c.loader == nil {
		return "", errors.New("no template loader")
	}
	b, err := c.loader.Load(name)
	return string(b), err
}
