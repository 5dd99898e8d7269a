package runtime

import (
	"errors"
	"net/http"
)

// maxResponse bounds the body of an API response a route tool reads (in
// process and over HTTP): a tool result is read by a model, and a larger
// body is refused rather than buffered without end.
const maxResponse = 10 << 20

var errTooLarge = errors.New("the API response is larger than 10 MiB")

// recorder is the http.ResponseWriter an in-process call is served
// with: the final status and the body (headers are the handler's to set,
// and are not read back). It implements http.Flusher (a no-op) for
// handlers that flush. Its owner reads it only after ServeHTTP returned.
type recorder struct {
	header   http.Header
	status   int // 0 until the first WriteHeader or Write
	body     []byte
	overflow bool
}

func (r *recorder) Header() http.Header {
	if r.header == nil {
		r.header = make(http.Header)
	}
	return r.header
}

func (r *recorder) WriteHeader(code int) {
	if r.status != 0 || code < 200 && code >= 100 {
		return // already written, or informational (103 Early Hints)
	}
	r.status = code
}

func (r *recorder) Write(p []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if r.overflow || len(r.body)+len(p) > maxResponse {
		r.overflow = true
		return 0, errTooLarge
	}
	r.body = append(r.body, p...)
	return len(p), nil
}

// WriteString spares io.WriteString a copy.
func (r *recorder) WriteString(s string) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if r.overflow || len(r.body)+len(s) > maxResponse {
		r.overflow = true
		return 0, errTooLarge
	}
	r.body = append(r.body, s...)
	return len(s), nil
}

func (r *recorder) Flush() {
	if r.status == 0 {
		r.status = http.StatusOK
	}
}

// result is the status as net/http would send it: 200 when the handler
// wrote nothing.
func (r *recorder) result() int {
	if r.status == 0 {
		return http.StatusOK
	}
	return r.status
}
