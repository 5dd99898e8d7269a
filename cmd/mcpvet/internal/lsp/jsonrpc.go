package lsp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// The part of JSON-RPC 2.0 that a language server needs, over the LSP
// base protocol: each message is a header block ("Content-Length: N",
// optionally "Content-Type: ...", then an empty line, every line ending
// in \r\n) followed by N bytes of JSON.

// maxMessage bounds the body of one message. A larger Content-Length is
// a broken stream, not a file anyone edits.
const maxMessage = 256 << 20

// message is any JSON-RPC message: a request (Method and ID), a
// notification (Method, no ID) or a response (ID, and Result or Error).
type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

func (m *message) isRequest() bool { return m.Method != "" && len(m.ID) > 0 }

// rpcError is a JSON-RPC error object.
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *rpcError) Error() string { return fmt.Sprintf("%s (code %d)", e.Message, e.Code) }

// Error codes of JSON-RPC and LSP.
const (
	codeParseError           = -32700
	codeInvalidRequest       = -32600
	codeMethodNotFound       = -32601
	codeInvalidParams        = -32602
	codeInternalError        = -32603
	codeServerNotInitialized = -32002
)

// errFraming is a header block the reader could not use. The reader has
// skipped it; the next message may still be read.
var errFraming = errors.New("malformed message header")

// reader reads messages from a stream.
type reader struct {
	r *bufio.Reader
}

func newReader(r io.Reader) *reader { return &reader{r: bufio.NewReaderSize(r, 64<<10)} }

// read returns the body of the next message. It returns io.EOF (or
// io.ErrUnexpectedEOF) when the stream ends, errFraming for a header
// block without a usable Content-Length or a line too long to be a
// header (the body of such a message, if any, cannot be found and is
// read as the next header lines: a stream that is not LSP is skipped
// line by line until a header block is found again).
func (r *reader) read() ([]byte, error) {
	length := -1
	sawLine := false
	for {
		raw, err := r.r.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			// A line longer than any header: skip it whole.
			for err == bufio.ErrBufferFull {
				_, err = r.r.ReadSlice('\n')
			}
			if err == nil {
				err = errFraming
			}
			return nil, err
		}
		if err != nil {
			if err == io.EOF && (sawLine || len(raw) > 0) {
				return nil, io.ErrUnexpectedEOF
			}
			return nil, err
		}
		line := strings.TrimRight(string(raw), "\r\n")
		if line == "" {
			if !sawLine {
				continue // blank lines between messages
			}
			break
		}
		sawLine = true
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, errFraming
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > maxMessage {
				return nil, errFraming
			}
			length = n
		}
	}
	if length < 0 {
		return nil, errFraming
	}
	// Read as the bytes arrive rather than allocating Content-Length
	// up front: a wrong length must not cost its size in memory.
	var body bytes.Buffer
	if _, err := io.CopyN(&body, r.r, int64(length)); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	return body.Bytes(), nil
}

// writer writes messages to a stream, one at a time: the analysis
// goroutine publishes diagnostics while the main loop answers requests.
type writer struct {
	mu  sync.Mutex
	w   io.Writer
	err error // the first write error; later writes are dropped
}

func (w *writer) write(m *message) error {
	m.JSONRPC = "2.0"
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return w.writeRaw(body)
}

// writeRaw writes a message whose JSON body is already encoded: the
// proxy in front of gopls forwards what it does not change byte for
// byte, so that fields this package does not model pass unharmed.
func (w *writer) writeRaw(body []byte) error {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "Content-Length: %d\r\n\r\n", len(body))
	buf.Write(body)
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return w.err
	}
	_, w.err = w.w.Write(buf.Bytes())
	return w.err
}

// failed returns the error that stopped the writer, if any.
func (w *writer) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

func (w *writer) notify(method string, params any) error {
	raw, err := json.Marshal(params)
	if err != nil {
		return err
	}
	return w.write(&message{Method: method, Params: raw})
}

func (w *writer) reply(id json.RawMessage, result any, rerr *rpcError) error {
	m := &message{ID: id}
	if len(m.ID) == 0 {
		m.ID = json.RawMessage("null")
	}
	if rerr != nil {
		m.Error = rerr
	} else {
		raw, err := json.Marshal(result)
		if err != nil {
			m.Error = &rpcError{Code: codeInternalError, Message: "cannot encode the result: " + err.Error()}
		} else {
			m.Result = raw
		}
	}
	return w.write(m)
}

// readResult is one read of readMessages: a message's body or the error
// that ended the read.
type readResult struct {
	body []byte
	err  error
}

// end says what r means to a loop serving messages: skip when the
// reader skipped a malformed header (the loop logs it and goes on), err
// when the stream is over (the client gone without exit, or a read
// error); neither for a message.
func (r readResult) end() (skip bool, err error) {
	switch {
	case r.err == errFraming:
		return true, nil
	case errors.Is(r.err, io.EOF) || errors.Is(r.err, io.ErrUnexpectedEOF):
		return false, errors.New("the client closed the connection without exit")
	}
	return false, r.err
}

// readMessages reads the messages of in in a goroutine of its own, so
// that ctx can end a loop over them while a read blocks. It goes on
// after errFraming (the reader has skipped the bad header) and stops
// after any other error, or when ctx is done.
func readMessages(ctx context.Context, in io.Reader) <-chan readResult {
	reads := make(chan readResult)
	go func() {
		r := newReader(in)
		for {
			body, err := r.read()
			select {
			case reads <- readResult{body, err}:
			case <-ctx.Done():
				return
			}
			if err != nil && err != errFraming {
				return
			}
		}
	}()
	return reads
}
