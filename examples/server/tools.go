package main

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// newServer returns an MCP server with every tool of this example registered.
// Each call returns an independent server with its own (empty) note store.
func newServer() *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{
		Name:    "mcpvet-example",
		Title:   "mcpvet example server",
		Version: "v0.1.0",
	}, nil)

	mcp.AddTool(server, &mcp.Tool{
		Name:        "greet",
		Title:       "Greet",
		Description: "Greet a person by name.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true},
	}, greet)

	mcp.AddTool(server, &mcp.Tool{
		Name:        "word_count",
		Title:       "Count words",
		Description: "Count the words, lines and characters of a text, and list its most frequent words.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true},
	}, wordCount)

	notes := &noteStore{}
	mcp.AddTool(server, &mcp.Tool{
		Name:        "add_note",
		Title:       "Add note",
		Description: "Store a note in the server's memory and return it with its ID.",
		// Given, not inferred: the go-sdk infers "type": ["null","array"]
		// for the Tags slice, which Gemini refuses (mcpvet's OMCG0023).
		InputSchema: json.RawMessage(addNoteSchema),
	}, notes.add)

	mcp.AddTool(server, &mcp.Tool{
		Name:        "list_notes",
		Title:       "List notes",
		Description: "List the stored notes, oldest first, optionally only those with a given tag.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true},
	}, notes.list)

	return server
}

// greet

type GreetInput struct {
	Name   string `json:"name" jsonschema:"the name of the person to greet"`
	Formal bool   `json:"formal,omitempty" jsonschema:"use a formal greeting"`
}

type GreetOutput struct {
	Greeting string `json:"greeting" jsonschema:"the greeting"`
}

func greet(ctx context.Context, req *mcp.CallToolRequest, in GreetInput) (*mcp.CallToolResult, GreetOutput, error) {
	name := strings.TrimSpace(in.Name)
	if name == "" {
		return nil, GreetOutput{}, errors.New("name must not be empty")
	}
	if in.Formal {
		return nil, GreetOutput{Greeting: "Good day, " + name + "."}, nil
	}
	return nil, GreetOutput{Greeting: "Hello, " + name + "!"}, nil
}

// word_count

type WordCountInput struct {
	Text string `json:"text" jsonschema:"the text to count"`
	Top  int    `json:"top,omitempty" jsonschema:"how many of the most frequent words to list (default 5, at most 50)"`
}

type WordCountOutput struct {
	Words      int         `json:"words" jsonschema:"number of words (runs of non-space characters)"`
	Lines      int         `json:"lines" jsonschema:"number of lines"`
	Characters int         `json:"characters" jsonschema:"number of characters (Unicode code points)"`
	TopWords   []WordCount `json:"top_words" jsonschema:"the most frequent words, most frequent first, ties in alphabetical order"`
}

type WordCount struct {
	Word  string `json:"word" jsonschema:"the word, in lower case"`
	Count int    `json:"count" jsonschema:"how often it occurs"`
}

func wordCount(ctx context.Context, req *mcp.CallToolRequest, in WordCountInput) (*mcp.CallToolResult, WordCountOutput, error) {
	top := in.Top
	switch {
	case top < 0:
		return nil, WordCountOutput{}, errors.New("top must not be negative")
	case top == 0:
		top = 5
	case top > 50:
		top = 50
	}

	words := strings.Fields(in.Text)
	freq := make(map[string]int)
	for _, w := range words {
		freq[strings.ToLower(w)]++
	}
	topWords := make([]WordCount, 0, len(freq))
	for w, n := range freq {
		topWords = append(topWords, WordCount{Word: w, Count: n})
	}
	sort.Slice(topWords, func(i, j int) bool {
		if topWords[i].Count != topWords[j].Count {
			return topWords[i].Count > topWords[j].Count
		}
		return topWords[i].Word < topWords[j].Word
	})
	if len(topWords) > top {
		topWords = topWords[:top]
	}

	lines := 0
	if in.Text != "" {
		lines = strings.Count(in.Text, "\n") + 1
		if strings.HasSuffix(in.Text, "\n") {
			lines--
		}
	}
	return nil, WordCountOutput{
		Words:      len(words),
		Lines:      lines,
		Characters: utf8.RuneCountInString(in.Text),
		TopWords:   topWords,
	}, nil
}

// add_note and list_notes

// A Note is one stored note.
type Note struct {
	ID    int      `json:"id" jsonschema:"the note's ID, assigned by the server"`
	Title string   `json:"title" jsonschema:"the note's title"`
	Body  string   `json:"body" jsonschema:"the note's text"`
	Tags  []string `json:"tags" jsonschema:"the note's tags"`
}

// addNoteSchema is AddNoteInput's input schema as the go-sdk would infer
// it, with tags a plain array: optional by not being required.
const addNoteSchema = `{"type":"object","properties":{` +
	`"title":{"type":"string","description":"a short title"},` +
	`"body":{"type":"string","description":"the text of the note"},` +
	`"tags":{"type":"array","items":{"type":"string"},"description":"tags to file the note under"}},` +
	`"required":["title","body"],"additionalProperties":false}`

type AddNoteInput struct {
	Title string   `json:"title" jsonschema:"a short title"`
	Body  string   `json:"body" jsonschema:"the text of the note"`
	Tags  []string `json:"tags,omitempty" jsonschema:"tags to file the note under"`
}

type ListNotesInput struct {
	Tag string `json:"tag,omitempty" jsonschema:"list only notes with this tag; all notes when empty"`
}

type ListNotesOutput struct {
	Notes []Note `json:"notes" jsonschema:"the matching notes, oldest first"`
}

// noteStore keeps notes in memory. It is safe for concurrent use.
type noteStore struct {
	mu    sync.Mutex
	notes []Note
}

func (s *noteStore) add(ctx context.Context, req *mcp.CallToolRequest, in AddNoteInput) (*mcp.CallToolResult, Note, error) {
	title := strings.TrimSpace(in.Title)
	if title == "" {
		return nil, Note{}, errors.New("title must not be empty")
	}
	tags := make([]string, 0, len(in.Tags))
	for _, t := range in.Tags {
		if t = strings.TrimSpace(t); t != "" && !slices.Contains(tags, t) {
			tags = append(tags, t)
		}
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	n := Note{ID: len(s.notes) + 1, Title: title, Body: in.Body, Tags: tags}
	s.notes = append(s.notes, n)
	return nil, n, nil
}

func (s *noteStore) list(ctx context.Context, req *mcp.CallToolRequest, in ListNotesInput) (*mcp.CallToolResult, ListNotesOutput, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := ListNotesOutput{Notes: []Note{}}
	for _, n := range s.notes {
		if in.Tag == "" || slices.Contains(n.Tags, in.Tag) {
			n.Tags = slices.Clone(n.Tags)
			out.Notes = append(out.Notes, n)
		}
	}
	return nil, out, nil
}
