package mcpvetimpl_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
)

// docketTemplate is the template both benchmarked registrations serve.
var docketTemplate = &mcp.ResourceTemplate{URITemplate: "docket://{court}/{number}", Name: "docket", MIMEType: "text/markdown"}

// handDocket is the docket template as one writes it on the go-sdk by
// hand: the variables cut out of the URI, the number parsed, the enum
// checked, the error sent as invalid-params.
func handDocket(s *mcp.Server) {
	s.AddResourceTemplate(docketTemplate, func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		uri := req.Params.URI
		court, num, ok := strings.Cut(strings.TrimPrefix(uri, "docket://"), "/")
		if !ok {
			return nil, mcp.ResourceNotFoundError(uri)
		}
		if Court(court) != NYSD && Court(court) != CAND {
			return nil, fmt.Errorf("court %q is not valid", court)
		}
		number, err := strconv.Atoi(num)
		if err != nil {
			return nil, fmt.Errorf("number %q is not valid", num)
		}
		text, err := Docket(ctx, Court(court), number)
		if err != nil {
			return nil, err
		}
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: "text/markdown", Text: text}}}, nil
	})
}

// genDocket is the same template as mcpvet gen registers it.
func genDocket(s *mcp.Server) {
	mcpvetimpl.RegisterResources(s, mcpvetimpl.Resource{
		Template: docketTemplate,
		Result:   mcpvetimpl.ResourceText,
		Read: func(ctx context.Context, req *mcp.ReadResourceRequest, args *mcpvetimpl.Args) (any, error) {
			court := mcpvetimpl.Required(args, "court", mcpvetimpl.Enum(mcpvetimpl.ParseString[Court], NYSD, CAND))
			number := mcpvetimpl.Required(args, "number", mcpvetimpl.ParseInt[int])
			if err := args.Err(); err != nil {
				return nil, err
			}
			return Docket(ctx, court, number)
		},
	})
}

var docketRegistrations = []struct {
	name string
	add  func(*mcp.Server)
}{{"mcpvetimpl", genDocket}, {"hand-written", handDocket}}

// BenchmarkTemplateRead: one resources/read of a template, the same func
// registered by mcpvet gen's code and by hand on the go-sdk, client to
// server and back over the in-memory transport ("client") and as the
// server's method handler called in process ("handler", the SDK's
// dispatch and template lookup, then the handler). Run with
//
//	go test ./runtime/mcpvetimpl -run '^$' -bench TemplateRead -benchmem -count 6
//
// BenchmarkTemplateReadRatio gives the ratio of the in-process times.
func BenchmarkTemplateRead(b *testing.B) {
	const uri = "docket://nysd/1234"
	for _, reg := range docketRegistrations {
		b.Run("client/"+reg.name, func(b *testing.B) {
			s := mcp.NewServer(&mcp.Implementation{Name: "bench", Version: "v0"}, nil)
			reg.add(s)
			cs := connectMemory(b, s)
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				res, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
				if err != nil || len(res.Contents) != 1 || res.Contents[0].Text != "# NYSD 1234\n\nFiled." {
					b.Fatalf("read: %v %+v", err, res)
				}
			}
		})
	}
	for _, reg := range docketRegistrations {
		b.Run("handler/"+reg.name, func(b *testing.B) {
			read := readHandler(b, reg.add)
			b.ReportAllocs()
			for b.Loop() {
				read(b, uri)
			}
		})
	}
}

// BenchmarkTemplateReadRatio: the two registrations' method handlers
// called in turn, each timed, so that both see the same load on a shared
// machine; it reports mcpvetimpl's time over the hand-written one's
// ("ratio").
func BenchmarkTemplateReadRatio(b *testing.B) {
	const uri = "docket://nysd/1234"
	gen, hand := readHandler(b, genDocket), readHandler(b, handDocket)
	var tGen, tHand time.Duration
	for b.Loop() {
		start := time.Now()
		gen(b, uri)
		mid := time.Now()
		hand(b, uri)
		tGen, tHand = tGen+mid.Sub(start), tHand+time.Since(mid)
	}
	b.ReportMetric(float64(tGen)/float64(tHand), "ratio")
}

// readHandler registers the docket template with add on a new server
// and returns a func that reads uri through the server's resources/read
// method handler, called in process: the SDK's dispatch and template
// lookup, then the handler.
func readHandler(b *testing.B, add func(*mcp.Server)) func(b *testing.B, uri string) {
	s := mcp.NewServer(&mcp.Implementation{Name: "bench", Version: "v0"}, nil)
	add(s)
	var handle mcp.MethodHandler
	s.AddReceivingMiddleware(func(h mcp.MethodHandler) mcp.MethodHandler {
		handle = h
		return h
	})
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(context.Background(), st, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { ss.Close() })
	connectClient(b, ct)
	return func(b *testing.B, uri string) {
		r, err := handle(context.Background(), "resources/read", &mcp.ReadResourceRequest{Session: ss, Params: &mcp.ReadResourceParams{URI: uri}})
		if res, _ := r.(*mcp.ReadResourceResult); err != nil || res == nil || len(res.Contents) != 1 || res.Contents[0].Text != "# NYSD 1234\n\nFiled." {
			b.Fatalf("read: %v %+v", err, r)
		}
	}
}
