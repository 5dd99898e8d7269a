package sinks

import (
	"bufio"
	"io"
	"log"
	"log/slog"
	"os"
)

// The default loggers write to standard error: what they log is an
// effect of its own, which is standard output only where the program
// points them there (StdoutLog).

func LogPrint() { log.Print(""); log.Printf(""); log.Println("") } // want LogPrint:`effects\(default-log=log.Print\)`

func LogFatal() { log.Fatal(""); log.Fatalf(""); log.Fatalln("") } // want LogFatal:`effects\(default-log=log.Fatal\)`

func LogPanic() { log.Panic(""); log.Panicf(""); log.Panicln("") } // want LogPanic:`effects\(default-log=log.Panic\)`

func SlogDefault() { // want SlogDefault:`effects\(default-log=slog.Info\)`
	slog.Info("")
	slog.Warn("")
	slog.Error("")
	slog.InfoContext(nil, "")
	slog.WarnContext(nil, "")
	slog.ErrorContext(nil, "")
}

// LogToStdout points the default loggers at standard output.
func LogToStdout() { log.SetOutput(os.Stdout) } // want LogToStdout:`effects\(stdout-log=log.SetOutput\)`

// LogToStderr points them at standard error: no effect.
func LogToStderr() {
	log.SetOutput(os.Stderr)
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, nil)))
}

// NewStdoutLogger returns a logger on standard output: its fact says so.
func NewStdoutLogger() *slog.Logger { // want NewStdoutLogger:`effects\(returns-stdout\)`
	return slog.New(slog.NewJSONHandler(bufio.NewWriter(os.Stdout), nil))
}

// SlogToStdout installs it as the default.
func SlogToStdout() { slog.SetDefault(NewStdoutLogger()) } // want SlogToStdout:`effects\(stdout-log=slog.SetDefault\)`

var writers []io.Writer

// loggers writes where writers write, which the code may make standard
// output.
var loggers = log.New(io.MultiWriter(writers...), "", 0)

func init() {
	writers = append(writers, os.Stdout)
}

// LoggerMethods log through loggers made on standard output.
func LoggerMethods() { // want LoggerMethods:`effects\(stdout=\(\*log.Logger\).Print\)`
	loggers.Print("")
	loggers.Printf("")
	loggers.Println("")
	loggers.Fatal("")
	loggers.Fatalf("")
	loggers.Fatalln("")
	l := NewStdoutLogger().With("k", "v").WithGroup("g")
	l.Info("")
	l.Warn("")
	l.Error("")
	l.InfoContext(nil, "")
	l.WarnContext(nil, "")
	l.ErrorContext(nil, "")
}

// StderrLogger logs through a logger on standard error: no effect.
func StderrLogger() {
	slog.New(slog.NewTextHandler(os.Stderr, nil)).Info("")
	log.New(os.Stderr, "", 0).Print("")
}
