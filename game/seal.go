package game

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/crypto/nacl/secretbox"
)

// SealKeyFile is the file, in a games directory, of the key that seals the
// seeds of the logs of games still being played there (mode 0600).
const SealKeyFile = ".seal-key"

// ErrSealed reports a log whose seed is sealed and whose key is not at
// hand: the log of a game that was still being played when it was last
// written, read away from the games directory that wrote it.
var ErrSealed = errors.New("the log's seed is sealed")

// sealPrefix starts a sealed seed: the method, then the nonce and the box
// in base64.
const sealPrefix = "secretbox:"

// SealKey is the secret of one games directory: a log written while its
// game is played holds the seed sealed with it, so that nobody who reads
// the log then can deal the cards still hidden.
type SealKey [32]byte

// LoadSealKey reads the key of the games directory dir, first making one
// (random, in a file of mode 0600) when dir has none and create is set.
func LoadSealKey(dir string, create bool) (SealKey, error) {
	var k SealKey
	path := filepath.Join(dir, SealKeyFile)
	data, err := ReadRegular(path) // a FIFO there would wait for ever
	if errors.Is(err, fs.ErrNotExist) && create {
		return makeSealKey(dir)
	}
	if err != nil {
		return k, err
	}
	raw, err := hex.DecodeString(strings.TrimSpace(string(data)))
	if err != nil || len(raw) != len(k) {
		return k, fmt.Errorf("%s: not a key (%d hex digits expected)", path, 2*len(k))
	}
	copy(k[:], raw)
	return k, nil
}

// makeSealKey writes a new key in dir; another program making one at the
// same time wins, and its key is read.
func makeSealKey(dir string) (SealKey, error) {
	var k SealKey
	if _, err := rand.Read(k[:]); err != nil {
		return k, err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return k, err
	}
	path := filepath.Join(dir, SealKeyFile)
	f, err := os.CreateTemp(dir, "."+SealKeyFile+"-*.tmp")
	if err != nil {
		return k, err
	}
	_, err = f.WriteString(hex.EncodeToString(k[:]) + "\n")
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Link(f.Name(), path) // never over a key another program made
	}
	_ = os.Remove(f.Name())
	if errors.Is(err, fs.ErrExist) {
		return LoadSealKey(dir, false)
	}
	return k, err
}

// Seal returns seed sealed with k.
func (k SealKey) Seal(seed uint64) (string, error) {
	var nonce [24]byte
	if _, err := rand.Read(nonce[:]); err != nil {
		return "", err
	}
	key := [32]byte(k)
	box := secretbox.Seal(nonce[:], binary.BigEndian.AppendUint64(nil, seed), &nonce, &key)
	return sealPrefix + base64.RawURLEncoding.EncodeToString(box), nil
}

// Unseal returns the seed sealed in sealed, which k must have sealed.
func (k SealKey) Unseal(sealed string) (uint64, error) {
	rest, ok := strings.CutPrefix(sealed, sealPrefix)
	raw, err := base64.RawURLEncoding.DecodeString(rest)
	if !ok || err != nil || len(raw) < 24 {
		return 0, fmt.Errorf("%w: %q is not a sealed seed", ErrCorruptLog, cut(sealed, 40))
	}
	var nonce [24]byte
	copy(nonce[:], raw)
	key := [32]byte(k)
	plain, ok := secretbox.Open(nil, raw[24:], &nonce, &key)
	if !ok || len(plain) != 8 {
		return 0, fmt.Errorf("%w: the key of this games directory did not seal it", ErrSealed)
	}
	return binary.BigEndian.Uint64(plain), nil
}

// cut shortens s to n bytes for a message.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// Unsealed returns h with its seed in the clear, unsealed with the key of
// the games directory dir when it is sealed (the log of a game that was
// still being played). The error wraps ErrSealed when dir has no key or
// not the one that sealed it.
func (h Header) Unsealed(dir string) (Header, error) {
	if h.Sealed == "" {
		return h, nil
	}
	k, err := LoadSealKey(dir, false)
	if err != nil {
		return h, fmt.Errorf("%w, and the key of %s cannot be read: %w", ErrSealed, dir, err)
	}
	seed, err := k.Unseal(h.Sealed)
	if err != nil {
		return h, err
	}
	h.Seed, h.Sealed = seed, ""
	return h, nil
}

// ErrPlaying reports the log of a game still being played: its seed stays
// sealed until the game ends.
var ErrPlaying = errors.New("the game is still being played")

// ReadLogFile reads the log at path for a replay: its bytes, with the
// seed unsealed by the key of its directory when it is the log of a game
// killed while it was played (UnsealLog), read from a regular file only
// (ReadRegular). The log of a game still being
// played (its file locked by the program playing it) is refused with
// ErrPlaying while it is sealed: nobody replays what is still hidden.
func ReadLogFile(path string) ([]byte, error) {
	data, err := ReadRegular(path)
	if err != nil {
		return nil, err
	}
	first, _, _ := bytes.Cut(data, []byte("\n"))
	if h, err := decodeHeader(bytes.TrimSpace(first), path); err == nil && h.Sealed != "" && playing(path) {
		return nil, fmt.Errorf("%s: %w: it can be replayed once it is over", path, ErrPlaying)
	}
	return UnsealLog(data, path, filepath.Dir(path))
}

// UnsealLog returns the bytes of a log (name labels errors) with its seed
// in the clear: as they are when it is not sealed (or its header cannot
// be read, which the reader of the log reports), else with the header
// unsealed by the key of the games directory dir, so any reader of logs
// replays it.
func UnsealLog(data []byte, name, dir string) ([]byte, error) {
	first, rest, _ := bytes.Cut(data, []byte("\n"))
	h, err := decodeHeader(bytes.TrimSpace(first), name)
	if err != nil || h.Sealed == "" {
		return data, nil // a header that cannot be read is the reader's to report
	}
	if h, err = h.Unsealed(dir); err != nil {
		return nil, fmt.Errorf("%s:1: %w", name, err)
	}
	line, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	return append(append(line, '\n'), rest...), nil
}
