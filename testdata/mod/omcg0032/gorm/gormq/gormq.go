// Package gormq registers go-sdk tools that query through gorm: the text
// of a raw statement, an order, a table name or a condition's text the
// model writes is pasted into the statement gorm writes the rest of, and
// quotes or a semicolon in it change the statement. A condition's value
// (gorm's "?"), or a map or struct condition, is sent as a placeholder's.
package gormq

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"gorm.io/gorm"
)

type Note struct {
	ID   int
	Body string
}

type In struct {
	Table string `json:"table,omitempty"`
	Order string `json:"order,omitempty"`
	Body  string `json:"body,omitempty"`
}

type Out struct {
	Rows int `json:"rows"`
}

type Server struct{ DB *gorm.DB }

func (s *Server) Register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "ordered_notes"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var notes []Note
		err := s.DB.WithContext(ctx).Order(in.Order).Find(&notes).Error // want `OMCG0032: tool "ordered_notes": argument "order" is pasted into the text of a query`
		return nil, Out{Rows: len(notes)}, err
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "count_rows"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var n int64
		err := s.DB.WithContext(ctx).Table(in.Table).Count(&n).Error // want `OMCG0032: tool "count_rows": argument "table" is pasted into the text of a query`
		return nil, Out{Rows: int(n)}, err
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "notes_like"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var notes []Note
		err := s.DB.WithContext(ctx).Raw("SELECT * FROM notes WHERE body LIKE '%" + in.Body + "%'").Scan(&notes).Error // want `OMCG0032: tool "notes_like": argument "body" is pasted into the text of a query`
		return nil, Out{Rows: len(notes)}, err
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "notes_where"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var notes []Note
		err := s.DB.WithContext(ctx).Where("body = '" + in.Body + "'").Find(&notes).Error // want `OMCG0032: tool "notes_where": argument "body" is pasted into the text of a query`
		return nil, Out{Rows: len(notes)}, err
	})
	// Not flagged: the body is a placeholder's value, in a condition's
	// arguments, a map or a struct.
	mcp.AddTool(srv, &mcp.Tool{Name: "notes_by_body"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var a, b, c []Note
		db := s.DB.WithContext(ctx)
		if err := db.Where("body = ?", in.Body).Find(&a).Error; err != nil {
			return nil, Out{}, err
		}
		if err := db.Where(map[string]any{"body": in.Body}).Find(&b).Error; err != nil {
			return nil, Out{}, err
		}
		err := db.Where(&Note{Body: in.Body}).Find(&c).Error
		return nil, Out{Rows: len(a) + len(b) + len(c)}, err
	})
	// Not flagged: every clause's text is the code's, the model's body a
	// placeholder's value.
	mcp.AddTool(srv, &mcp.Tool{Name: "tagged_notes"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var notes []Note
		err := s.DB.WithContext(ctx).Select("notes.id, notes.body").Joins("LEFT JOIN tags ON tags.note_id = notes.id").
			Not("notes.id = ?", 0).Or("notes.body = ?", in.Body).Group("notes.id").Having("count(tags.id) > ?", 0).Find(&notes).Error
		return nil, Out{Rows: len(notes)}, err
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "delete_by_body"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		res := s.DB.WithContext(ctx).Exec("DELETE FROM notes WHERE body = ?", in.Body)
		return nil, Out{Rows: int(res.RowsAffected)}, res.Error
	})
}
