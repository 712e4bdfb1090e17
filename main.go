// Command teahouse is a full-screen terminal parlor of card and dice games.
// Run it without arguments for the lobby; see teahouse --help for the rest.
package main

import (
	"os"

	"teahouse/tui/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
