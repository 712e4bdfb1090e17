package server

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// A web page's person: the cookie holds a random secret, and the player's
// ID is derived from it with the server's key (docs/web.md).
const (
	// cookieName is the cookie of the secret.
	cookieName = "teahouse"
	// secretBytes is the secret's length.
	secretBytes = 32
	// cookieAge is how long a browser keeps the cookie.
	cookieAge = 400 * 24 * time.Hour
	// webIDPrefix starts a web player's ID.
	webIDPrefix = "web:"
)

// webKey reads the server's key for web IDs from path (hex), or makes a
// new one there when there is no file, so that IDs outlive a restart. A
// file that is not a key is an error, and it is never replaced. An empty
// path makes a key kept in memory only.
func webKey(path string) (key []byte, created bool, err error) {
	if path == "" {
		key = make([]byte, secretBytes)
		_, _ = rand.Read(key) // never fails (crypto/rand)
		return key, false, nil
	}
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		key, derr := hex.DecodeString(strings.TrimSpace(string(b)))
		if derr != nil || len(key) != secretBytes {
			return nil, false, fmt.Errorf("the web key %s is not %d bytes in hex; it is left as it is: move it away to have a new key made, and every web player will then have a new ID", path, secretBytes)
		}
		return key, false, nil
	case !errors.Is(err, fs.ErrNotExist):
		return nil, false, fmt.Errorf("the web key %s cannot be read: %w", path, err)
	}
	key = make([]byte, secretBytes)
	_, _ = rand.Read(key) // never fails (crypto/rand)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, false, fmt.Errorf("the web key's directory cannot be made: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, false, fmt.Errorf("the web key %s cannot be written: %w", path, err)
	}
	_, werr := f.WriteString(hex.EncodeToString(key) + "\n")
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		_ = os.Remove(path)
		return nil, false, fmt.Errorf("the web key %s cannot be written: %w", path, werr)
	}
	return key, true, nil
}

// webIDs derives players' IDs from their cookies' secrets.
type webIDs struct{ key []byte }

// id is the player ID of the secret in a cookie, or false for a value the
// server did not make (not base64url, not the secret's length).
func (w webIDs) id(secret string) (string, bool) {
	b, err := base64.RawURLEncoding.DecodeString(secret)
	if err != nil || len(b) != secretBytes {
		return "", false
	}
	mac := hmac.New(sha256.New, w.key)
	mac.Write(b)
	return webIDPrefix + base64.RawURLEncoding.EncodeToString(mac.Sum(nil)[:16]), true
}

// ofRequest is the player ID of r's cookie, if it has a good one.
func (w webIDs) ofRequest(r *http.Request) (string, bool) {
	c, err := r.Cookie(cookieName)
	if err != nil {
		return "", false
	}
	return w.id(c.Value)
}

// newCookie is a cookie with a new secret: kept by the browser, sent to
// this site only, never read by a script.
func newCookie(secure bool) *http.Cookie {
	b := make([]byte, secretBytes)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	return &http.Cookie{Name: cookieName, Value: base64.RawURLEncoding.EncodeToString(b), Path: "/",
		MaxAge: int(cookieAge / time.Second), HttpOnly: true, Secure: secure, SameSite: http.SameSiteStrictMode}
}
