package server

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	gossh "golang.org/x/crypto/ssh"
)

// hostKey reads the server's private host key from path, or makes a new
// ed25519 key there when there is no file: the key is kept, so clients
// that trusted the server once trust it again. A file that is not a key
// is an error that says so, and it is never replaced.
func hostKey(path string) (pemBytes []byte, created bool, err error) {
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		if _, perr := gossh.ParsePrivateKey(b); perr != nil {
			return nil, false, fmt.Errorf("the host key %s cannot be read as an SSH private key (%v); it is left as it is: move it away to have a new key made, and clients will then see the server's key change", path, perr)
		}
		return b, false, nil
	case !errors.Is(err, fs.ErrNotExist):
		return nil, false, fmt.Errorf("the host key %s cannot be read: %w", path, err)
	}
	b, _, err = newHostKey()
	if err != nil {
		return nil, false, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, false, fmt.Errorf("the host key's directory cannot be made: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, false, fmt.Errorf("the host key %s cannot be written: %w", path, err)
	}
	if _, err := f.Write(b); err != nil {
		_ = f.Close()
		_ = os.Remove(path)
		return nil, false, fmt.Errorf("the host key %s cannot be written: %w", path, err)
	}
	if err := f.Close(); err != nil {
		_ = os.Remove(path)
		return nil, false, fmt.Errorf("the host key %s cannot be written: %w", path, err)
	}
	return b, true, nil
}

// newHostKey makes a new ed25519 host key, PEM-encoded, kept nowhere.
func newHostKey() (pemBytes []byte, created bool, err error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, false, err
	}
	block, err := gossh.MarshalPrivateKey(priv, "teahouse host key")
	if err != nil {
		return nil, false, err
	}
	return pem.EncodeToMemory(block), true, nil
}
