// Package web is the browser's side of the parlor as the server speaks
// it: the messages of the WebSocket protocol at /ws (docs/web.md), their
// decoding with limits, and the pages the server serves (static/),
// embedded in the binary. It holds no connection and no table: the
// server (tui/server) does.
package web
