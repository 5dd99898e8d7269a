// Package tasks is the task list that examples/ginapi and examples/echoapi
// serve: the task types the handlers read and answer, an in-memory store,
// and the commands' main (Serve). Each example keeps only its framework's
// routes and handlers; the schemas mcpvet computes for their tools come
// from the types here.
//
// TaskInput's binding:"required" tag is gin's validation of the title;
// echo ignores the tag, and the echo handlers check the title themselves.
package tasks

import (
	"slices"
	"strings"
	"sync"
)

// Task is one task of the list.
type Task struct {
	ID    int      `json:"id"`
	Title string   `json:"title"`
	Done  bool     `json:"done"`
	Tags  []string `json:"tags,omitempty"`
}

// TaskInput is what a client sends to create or replace a task.
type TaskInput struct {
	// Title says what is to be done.
	Title string `json:"title" binding:"required"`
	// Done marks the task finished.
	Done bool `json:"done,omitempty"`
	// Tags group tasks; a task may have several.
	Tags []string `json:"tags,omitempty"`
}

// TaskPage is one page of a task listing.
type TaskPage struct {
	Tasks []Task `json:"tasks"`
	// Total counts every task that matches, on every page.
	Total int `json:"total"`
}

// Store keeps the tasks in memory.
type Store struct {
	mu    sync.Mutex
	next  int
	tasks map[int]Task
}

// NewStore returns a store with a few tasks.
func NewStore() *Store {
	s := &Store{tasks: map[int]Task{}}
	s.Create(TaskInput{Title: "Water the plants", Tags: []string{"home"}})
	s.Create(TaskInput{Title: "Write the report", Tags: []string{"work"}})
	s.Create(TaskInput{Title: "Book the train", Done: true, Tags: []string{"travel", "work"}})
	return s
}

// List returns the tasks matching done (nil: any) and tag ("" any), by ID,
// at most limit of them, and how many match.
func (s *Store) List(done *bool, tag string, limit int) ([]Task, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []Task{}
	for _, t := range s.tasks {
		if done != nil && t.Done != *done || tag != "" && !slices.Contains(t.Tags, tag) {
			continue
		}
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b Task) int { return a.ID - b.ID })
	total := len(out)
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, total
}

// Get returns a task.
func (s *Store) Get(id int) (Task, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tasks[id]
	return t, ok
}

// Create adds a task.
func (s *Store) Create(in TaskInput) Task {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next++
	t := Task{ID: s.next, Title: strings.TrimSpace(in.Title), Done: in.Done, Tags: in.Tags}
	s.tasks[t.ID] = t
	return t
}

// Replace replaces a task; false when there is none.
func (s *Store) Replace(id int, in TaskInput) (Task, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.tasks[id]; !ok {
		return Task{}, false
	}
	t := Task{ID: id, Title: strings.TrimSpace(in.Title), Done: in.Done, Tags: in.Tags}
	s.tasks[id] = t
	return t, true
}

// Delete removes a task; false when there is none.
func (s *Store) Delete(id int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.tasks[id]
	delete(s.tasks, id)
	return ok
}
