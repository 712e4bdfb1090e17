// Package cli is the teahouse command line: it turns arguments into the
// lobby, a game screen, a replay or a headless simulation. main.go only calls
// Main.
//
//	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
//
// Exit status: 0 on success, 1 when a command fails, 2 for bad usage (an
// unknown command or flag, or a flag value out of range); usage errors are
// one line naming the flag and the values it accepts.
package cli
