package server_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
	"teahouse/tui/server"
)

// selfSigned writes a certificate for 127.0.0.1 and its key into dir.
func selfSigned(t *testing.T, dir string) (cert, key string) {
	t.Helper()
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "teahouse test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &priv.PublicKey, priv)
	require.NoError(t, err)
	kder, err := x509.MarshalECPrivateKey(priv)
	require.NoError(t, err)
	cert, key = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	require.NoError(t, os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600))
	require.NoError(t, os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600))
	return cert, key
}

// TestTheWebOverHTTPS: with a certificate the web is served over HTTPS,
// its cookie Secure, with Strict-Transport-Security.
func TestTheWebOverHTTPS(t *testing.T) {
	cert, key := selfSigned(t, t.TempDir())
	served := make(chan error, 1)
	t.Cleanup(func() { assert.NoError(t, <-served) }) // registered first, run last: after the server's Shutdown has stopped it
	s := startServer(t, func(c *server.Config) { c.TLSCert, c.TLSKey = cert, key })
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	go func() { served <- s.ServeWeb(ln) }()

	client := &http.Client{Timeout: gametest.Patience(t), Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	res, err := client.Get("https://" + ln.Addr().String() + "/")
	require.NoError(t, err)
	defer res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.NotNil(t, res.TLS)
	assert.Contains(t, res.Header.Get("Strict-Transport-Security"), "max-age=")
	require.Len(t, res.Cookies(), 1)
	assert.True(t, res.Cookies()[0].Secure)
}
