package querybuilder

import (
	"context"

	sq "github.com/Masterminds/squirrel"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type PartIn struct {
	Part string `json:"part"`
}

// every hands the model's text to each method of squirrel that writes a
// statement around its text argument: each is a part of a statement.
func every(ctx context.Context, req *mcp.CallToolRequest, in PartIn) (*mcp.CallToolResult, Out, error) {
	sel, ins, upd, del := sq.Select("id"), sq.Insert("notes"), sq.Update("notes"), sq.Delete("notes")
	var parts []any
	parts = append(parts, sq.Select(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.Select;`
	parts = append(parts, sq.Insert(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.Insert;`
	parts = append(parts, sq.Replace(in.Part))   // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.Replace;`
	parts = append(parts, sq.Update(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.Update;`
	parts = append(parts, sq.Delete(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.Delete;`
	parts = append(parts, sq.Expr(in.Part))      // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.Expr;`
	parts = append(parts, qb.Select(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.StatementBuilderType\.Select;`
	parts = append(parts, qb.Insert(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.StatementBuilderType\.Insert;`
	parts = append(parts, qb.Replace(in.Part))   // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.StatementBuilderType\.Replace;`
	parts = append(parts, qb.Update(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.StatementBuilderType\.Update;`
	parts = append(parts, qb.Delete(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.StatementBuilderType\.Delete;`
	parts = append(parts, qb.Where(in.Part))     // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.StatementBuilderType\.Where;`
	parts = append(parts, sel.Columns(in.Part))  // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.Columns;`
	parts = append(parts, sel.From(in.Part))     // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.From;`
	parts = append(parts, sel.Join(in.Part))     // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.Join;`
	parts = append(parts, sel.LeftJoin(in.Part)) // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.LeftJoin;`
	parts = append(parts, sel.Where(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.Where;`
	parts = append(parts, sel.GroupBy(in.Part))  // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.GroupBy;`
	parts = append(parts, sel.Having(in.Part))   // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.Having;`
	parts = append(parts, sel.OrderBy(in.Part))  // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.OrderBy;`
	parts = append(parts, sel.Suffix(in.Part))   // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.SelectBuilder\.Suffix;`
	parts = append(parts, ins.Into(in.Part))     // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.InsertBuilder\.Into;`
	parts = append(parts, ins.Columns(in.Part))  // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.InsertBuilder\.Columns;`
	parts = append(parts, ins.Suffix(in.Part))   // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.InsertBuilder\.Suffix;`
	parts = append(parts, upd.Table(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.UpdateBuilder\.Table;`
	parts = append(parts, upd.Set(in.Part, 1))   // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.UpdateBuilder\.Set;`
	parts = append(parts, upd.Where(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.UpdateBuilder\.Where;`
	parts = append(parts, upd.Suffix(in.Part))   // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.UpdateBuilder\.Suffix;`
	parts = append(parts, del.From(in.Part))     // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.DeleteBuilder\.From;`
	parts = append(parts, del.Where(in.Part))    // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.DeleteBuilder\.Where;`
	parts = append(parts, del.Suffix(in.Part))   // want `OMCG0032: tool "every_part": argument "part" is pasted into the text of a query, where quotes change the statement: every_part: argument part → every → squirrel\.DeleteBuilder\.Suffix;`
	_ = parts
	return nil, Out{}, nil
}

// RegisterEvery adds the tool that reaches every method.
func RegisterEvery(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "every_part", Description: "Build statements."}, every)
}
