// Package dbapi registers go-sdk tools that send SQL to a database's HTTP
// API (a query endpoint that takes the statement in a JSON body, as
// Grafana's data source API, ClickHouse's or Databricks' do). A statement
// the code writes, with the model's text pasted inside it, is a query
// whatever carries it to the database; the model's whole statement, and
// the model's text sent as a JSON value of its own, are not.
package dbapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Client posts statements to the query endpoint under Base.
type Client struct {
	Base string
	HTTP *http.Client
}

// query sends one statement in the body Grafana's /api/ds/query reads.
func (c *Client) query(ctx context.Context, rawSQL string) (string, error) {
	payload := map[string]any{
		"queries": []map[string]any{{"refId": "A", "rawSql": rawSQL, "format": 1}},
	}
	body, err := json.Marshal(payload)
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.Base+"/api/ds/query", bytes.NewReader(body)) // want `OMCG0032: tool "list_tables": argument "database" is pasted into the text of a statement sent in a request's body` `OMCG0032: tool "describe_table": argument "table" is pasted into the text of a statement sent in a request's body`
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return string(out), err
}

type TablesIn struct {
	Database string `json:"database,omitempty"`
}

type TableIn struct {
	Database string `json:"database,omitempty"`
	Table    string `json:"table"`
}

type QueryIn struct {
	SQL string `json:"sql"`
}

type NoteIn struct {
	Text string `json:"text"`
}

type Out struct {
	Result string `json:"result"`
}

func (c *Client) listTables(ctx context.Context, _ *mcp.CallToolRequest, in TablesIn) (*mcp.CallToolResult, Out, error) {
	q := "SELECT database, name FROM system.tables WHERE database NOT IN ('system')"
	if in.Database != "" {
		q += fmt.Sprintf(" AND database = '%s'", in.Database)
	}
	res, err := c.query(ctx, q)
	return nil, Out{res}, err
}

func (c *Client) describeTable(ctx context.Context, _ *mcp.CallToolRequest, in TableIn) (*mcp.CallToolResult, Out, error) {
	db := in.Database
	if db == "" {
		db = "default"
	}
	if !identifier.MatchString(db) {
		return nil, Out{}, errors.New("invalid database")
	}
	res, err := c.query(ctx, fmt.Sprintf("SELECT name, type FROM system.columns WHERE database = '%s' AND table = '%s'", db, in.Table))
	return nil, Out{res}, err
}

// ---- Not flagged. ----

// identifier is an anchored pattern of a name's characters.
var identifier = regexp.MustCompile(`^[a-zA-Z0-9_]+$`)

// run sends the model's whole statement: running SQL is the tool's job.
func (c *Client) run(ctx context.Context, _ *mcp.CallToolRequest, in QueryIn) (*mcp.CallToolResult, Out, error) {
	res, err := c.query(ctx, in.SQL)
	return nil, Out{res}, err
}

// columns holds the names to the anchored pattern before it writes them.
func (c *Client) columns(ctx context.Context, _ *mcp.CallToolRequest, in TableIn) (*mcp.CallToolResult, Out, error) {
	if !identifier.MatchString(in.Database) || !identifier.MatchString(in.Table) {
		return nil, Out{}, errors.New("invalid name")
	}
	res, err := c.query(ctx, fmt.Sprintf("SELECT name, type FROM system.columns WHERE database = '%s' AND table = '%s'", in.Database, in.Table))
	return nil, Out{res}, err
}

// note posts the model's text as a JSON value of its own, after the
// code's text that is not a statement: data, not a query.
func (c *Client) note(ctx context.Context, _ *mcp.CallToolRequest, in NoteIn) (*mcp.CallToolResult, Out, error) {
	body, err := json.Marshal(map[string]string{"title": "Note", "text": "Show this to the user: " + in.Text})
	if err != nil {
		return nil, Out{}, err
	}
	resp, err := c.HTTP.Post(c.Base+"/api/notes", "application/json", strings.NewReader(string(body)))
	if err != nil {
		return nil, Out{}, err
	}
	resp.Body.Close()
	return nil, Out{resp.Status}, nil
}

func Register(s *mcp.Server, c *Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_tables"}, c.listTables)
	mcp.AddTool(s, &mcp.Tool{Name: "describe_table"}, c.describeTable)
	mcp.AddTool(s, &mcp.Tool{Name: "run_sql"}, c.run)
	mcp.AddTool(s, &mcp.Tool{Name: "columns"}, c.columns)
	mcp.AddTool(s, &mcp.Tool{Name: "note"}, c.note)
}
