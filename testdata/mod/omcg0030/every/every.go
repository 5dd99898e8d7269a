// Package every registers one go-sdk tool for each function of the
// library knowledge that runs a command line on another machine and that
// no other fixture calls: each pastes the model's folder into the line.
package every

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/crypto/ssh"
)

type In struct {
	Dir string `json:"dir"`
}

type Out struct {
	Names []string `json:"names,omitempty"`
}

type Sinks struct{ client *ssh.Client }

// New runs the command lines on the host client is connected to.
func New(client *ssh.Client) *Sinks { return &Sinks{client: client} }

func (s *Sinks) sshOutput(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	session, err := s.client.NewSession()
	if err != nil {
		return nil, Out{}, err
	}
	defer session.Close()
	line := "ls -l " + in.Dir
	_, err = session.Output(line) // want `OMCG0030: tool "ssh_output": argument "dir" .*ssh_output: argument dir → \(\*Sinks\).sshOutput → \(\*ssh.Session\).Output;`
	return nil, Out{}, err
}

func (s *Sinks) sshRun(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	session, err := s.client.NewSession()
	if err != nil {
		return nil, Out{}, err
	}
	defer session.Close()
	line := "ls -l " + in.Dir
	return nil, Out{}, session.Run(line) // want `OMCG0030: tool "ssh_run": argument "dir" .*ssh_run: argument dir → \(\*Sinks\).sshRun → \(\*ssh.Session\).Run;`
}

func (s *Sinks) sshStart(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	session, err := s.client.NewSession()
	if err != nil {
		return nil, Out{}, err
	}
	defer session.Close()
	line := "ls -l " + in.Dir
	if err := session.Start(line); err != nil { // want `OMCG0030: tool "ssh_start": argument "dir" .*ssh_start: argument dir → \(\*Sinks\).sshStart → \(\*ssh.Session\).Start;`
		return nil, Out{}, err
	}
	return nil, Out{}, session.Wait()
}

// Register registers one tool per sink.
func Register(srv *mcp.Server, s *Sinks) {
	mcp.AddTool(srv, &mcp.Tool{Name: "ssh_output"}, s.sshOutput)
	mcp.AddTool(srv, &mcp.Tool{Name: "ssh_run"}, s.sshRun)
	mcp.AddTool(srv, &mcp.Tool{Name: "ssh_start"}, s.sshStart)
}
