package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

// windowProgram is the name of the window binary, installed beside
// outback-cli (make build puts both into bin/).
const windowProgram = "outback"

// runWindow starts the window program with args and waits for it.
func runWindow(args []string, stdin io.Reader, out io.Writer) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	path := filepath.Join(filepath.Dir(self), windowProgram)
	if _, err := os.Stat(path); err != nil {
		if path, err = exec.LookPath(windowProgram); err != nil {
			return fmt.Errorf("the window program %s is not installed beside %s (build both with 'make build')", windowProgram, self)
		}
	}
	cmd := exec.Command(path, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, out, os.Stderr
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return fmt.Errorf("the window closed with status %d", ee.ExitCode())
		}
		return err
	}
	return nil
}
