package web_test

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/web"
)

// TestDecodeTakesEachRequest: every request of the protocol, as docs/web.md
// writes it, is read with its fields.
func TestDecodeTakesEachRequest(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want web.Request
	}{
		{`{"type":"name","name":"ann"}`, web.Request{Type: web.ReqName, Name: "ann"}},
		{`{"type":"list"}`, web.Request{Type: web.ReqList}},
		{`{"type":"new","game":"doudizhu","options":{"deals":"1"},"seats":["you","open","expert"],"speed":"fast"}`,
			web.Request{Type: web.ReqNew, Game: "doudizhu", Options: map[string]string{"deals": "1"}, Seats: []string{"you", "open", "expert"}, Speed: "fast"}},
		{`{"type":"sit","table":3}`, web.Request{Type: web.ReqSit, Table: 3}},
		{`{"type":"watch","table":3}`, web.Request{Type: web.ReqWatch, Table: 3}},
		{`{"type":"fill","table":3}`, web.Request{Type: web.ReqFill, Table: 3}},
		{`{"type":"leave"}`, web.Request{Type: web.ReqLeave}},
		{`{"type":"act","action":{"kind":"bid","bid":2}}`, web.Request{Type: web.ReqAct, Action: json.RawMessage(`{"kind":"bid","bid":2}`)}},
		{`{"type":"hint"}`, web.Request{Type: web.ReqHint}},
		{`{"type":"leaderboard","game":"doudizhu"}`, web.Request{Type: web.ReqLeaderboard, Game: "doudizhu"}},
	} {
		got, err := web.Decode([]byte(tc.in))
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
}

// TestDecodeRefusesWhatIsNotARequest: junk, unknown types, fields of
// another type, values out of bounds and oversized messages are refused
// with a sentence.
func TestDecodeRefusesWhatIsNotARequest(t *testing.T) {
	for _, tc := range []struct{ in, says string }{
		{``, "one JSON object"},
		{`nope`, "one JSON object"},
		{`[1,2]`, "one JSON object"},
		{`{"type":"list"} {"type":"list"}`, "nothing after it"},
		{`{"type":"list"}x`, "nothing after it"},
		{`{}`, "unknown message type"},
		{`{"type":"fly"}`, "unknown message type"},
		{`{"type":"list","extra":1}`, "unknown field"},
		{`{"type":"list","table":1}`, "has no table"},
		{`{"type":"sit","name":"ann"}`, "has no name"},
		{`{"type":"sit"}`, "say which table"},
		{`{"type":"sit","table":-1}`, "say which table"},
		{`{"type":"act"}`, "an action is a JSON object"},
		{`{"type":"act","action":"pass"}`, "an action is a JSON object"},
		{`{"type":"act","action":{"kind":"pass"},"game":"x"}`, "has no game"},
		{`{"type":"leave","action":{}}`, "has no action"},
		{`{"type":"new"}`, "which game"},
		{`{"type":"leaderboard"}`, "say which game"},
		{`{"type":"leaderboard","game":"shengji","seats":["you"]}`, "has no options, seats or speed"},
		{`{"type":"leaderboard","game":"shengji","table":2}`, "has no table"},
		{`{"type":"name","name":"` + strings.Repeat("a", 101) + `"}`, "at most 100 bytes"},
		{`{"type":"act","action":{"k":"` + strings.Repeat("a", 1100) + `"}}`, "at most 1024 bytes"},
		{`{"type":"list","name":"` + strings.Repeat("a", web.MaxMessage) + `"}`, "at most 4096 bytes"},
		{"{\"type\":\"name\",\"name\":\"\xff\"}", "UTF-8"},
	} {
		_, err := web.Decode([]byte(tc.in))
		require.Error(t, err, tc.in)
		assert.Contains(t, err.Error(), tc.says, tc.in)
	}
}

// FuzzDecode: whatever a page sends, Decode returns a request or an
// error, never panics; a request it takes is within the bounds, of a
// known type, and reads the same once written again.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"type":"list"}`, `{"type":"act","action":{"kind":"play","cards":"33"}}`,
		`{"type":"new","game":"yahtzee","options":{"a":"b"},"seats":["you"]}`, `{"type":"sit","table":1}`, `{`, `null`, `{"type":"name","name":"ｄ"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := web.Decode(b)
		if err != nil {
			require.NotEmpty(t, err.Error())
			require.Equal(t, web.Request{}, r, "a refused message gives no request")
			return
		}
		require.LessOrEqual(t, len(b), web.MaxMessage)
		require.True(t, utf8.Valid(b))
		require.Contains(t, []string{web.ReqName, web.ReqList, web.ReqNew, web.ReqSit, web.ReqWatch, web.ReqFill, web.ReqLeave, web.ReqAct, web.ReqHint, web.ReqLeaderboard}, r.Type)
		again, err := json.Marshal(r)
		require.NoError(t, err)
		r2, err := web.Decode(again)
		require.NoError(t, err, "%s", again)
		require.Equal(t, normal(r), normal(r2))
	})
}

// normal is r with its action compacted, as it reads once written again.
func normal(r web.Request) web.Request {
	if r.Action != nil {
		var b strings.Builder
		_ = json.NewEncoder(&b).Encode(r.Action)
		r.Action = json.RawMessage(strings.TrimSpace(b.String()))
	}
	if len(r.Options) == 0 {
		r.Options = nil
	}
	if len(r.Seats) == 0 {
		r.Seats = nil
	}
	return r
}
