package doudizhu

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// Before the deal (明牌开始) each seat in turn from the first bidder
// chooses, with no card dealt, whether to play face up; the deal follows
// the last choice, the hands played face up seen by all, and the deal is
// worth ×4 (the landlord is then not asked to show again).
func TestShowBeforeDeal(t *testing.T) {
	s := newSession(t, Config{ShowCards: ShowBeforeDeal, Bidding: NoBidding, Deals: 2}, 3)
	assert.Equal(t, PhaseOpen, s.phase)
	assert.Equal(t, game.Seat(0), s.turn)
	assert.Zero(t, s.view(game.Omniscient).Sizes, "no card dealt yet")
	assert.Equal(t, []Action{Show(), Keep()}, s.view(0).Legal())
	_, _, err := Game.Reduce(s, 0, Bid(1))
	assert.ErrorContains(t, err, "play this deal face up (×4) or keep your hand hidden")

	s, events := act(t, s, Keep(), Show())
	assert.Equal(t, []game.Event{OpenChosen{Seat: 0}, OpenChosen{Seat: 1, Open: true}}, events)
	assert.Equal(t, game.Seat(2), s.turn)
	s, events = act(t, s, Keep())
	require.IsType(t, Dealt{}, events[1])
	assert.Equal(t, [Seats]bool{false, true, false}, events[1].(Dealt).Open)
	assert.Equal(t, PhasePlay, s.phase, "no bidding: P1 leads, not asked to show (a hand is face up)")
	assert.Equal(t, 4, s.Multiplier())
	for _, viewer := range []game.Seat{0, 2, game.Spectator} {
		v := s.view(viewer)
		assert.Equal(t, s.hands[1], v.Hands[1], "%s sees the hand played face up", viewer)
		d := Game.Redact(events[1], viewer).(Dealt)
		assert.Equal(t, s.hands[1]&^s.bottom, d.Hands[1], "%s is dealt it face up", viewer)
	}
	assert.Zero(t, s.view(0).Hands[2], "but not a hidden hand")
}

// What showing is worth, each seat's stake computed (P1 the landlord at
// base 1, winning without a spring): ×2 after the bottom, ×4 before the
// deal whoever showed, never both.
func TestShowingStakes(t *testing.T) {
	tests := []struct {
		name  string
		open  [Seats]bool
		shown bool
		delta [Seats]int
	}{
		{name: "nothing shown", delta: [Seats]int{2, -1, -1}},
		{name: "the landlord's hand shown after the bottom", shown: true, delta: [Seats]int{4, -2, -2}},
		{name: "a peasant's face up from before the deal", open: [Seats]bool{false, true, false}, delta: [Seats]int{8, -4, -4}},
		{name: "two face up: still ×4", open: [Seats]bool{true, false, true}, delta: [Seats]int{8, -4, -4}},
		{name: "face up and shown: still ×4", open: [Seats]bool{true, false, false}, shown: true, delta: [Seats]int{8, -4, -4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := playing(t, Config{ShowCards: ShowBeforeDeal}, [Seats]string{"3K", "48", "59"})
			s.open, s.shown = tt.open, tt.shown
			var events []game.Event
			for _, p := range []string{"3", "4", "5", "K"} {
				var e []game.Event
				s, e = act(t, s, PlayCards(dz.MustParse(p)))
				events = append(events, e...)
			}
			var over *DealOver
			for _, e := range events {
				if d, ok := e.(DealOver); ok {
					over = &d
				}
			}
			require.NotNil(t, over)
			assert.Equal(t, tt.delta, over.Result.Delta)
			assert.Equal(t, tt.open, over.Result.Open)
			assert.Equal(t, tt.delta[1:], []int{-over.Result.Stakes[1], -over.Result.Stakes[2]})
			assert.Equal(t, PhaseOpen, s.phase, "the next deal opens with the choice")
			assert.Equal(t, game.Seat(1), s.turn, "from its first bidder")
			assert.Equal(t, [Seats]bool{}, s.open)
		})
	}
}

// A config of an older build, when showing was a flag, still reads, and
// a saved log of it replays.
func TestShowCardsOfOlderLogs(t *testing.T) {
	for raw, want := range map[string]ShowCards{
		`{"show_cards":true}`: ShowAfterBottom, `{"show_cards":false}`: NoShow, `{}`: NoShow,
		`{"show_cards":"before-deal"}`: ShowBeforeDeal, `{"show_cards":"after-bottom"}`: ShowAfterBottom,
	} {
		var c Config
		require.NoError(t, json.Unmarshal([]byte(raw), &c), raw)
		assert.Equal(t, want, c.ShowCards, raw)
	}
	var c Config
	assert.Error(t, json.Unmarshal([]byte(`{"show_cards":"maybe"}`), &c))
	b, err := json.Marshal(Config{ShowCards: ShowBeforeDeal})
	require.NoError(t, err)
	assert.Contains(t, string(b), `"show_cards":"before-deal"`)

	l := game.Log[Action]{Header: game.Header{Game: "doudizhu", Version: 1, Seed: 3,
		Config: json.RawMessage(`{"deals":1,"bidding":"score","show_cards":true,"rules":"standard"}`)},
		Entries: []game.Entry[Action]{{Seat: 0, Action: Bid(3)}, {Seat: 0, Action: Show()}}}
	s, err := game.Replay(Game, l)
	require.NoError(t, err)
	assert.True(t, s.shown)
	assert.Equal(t, 2, s.Multiplier())
}

// The option reads the values of the flag it was: on is after the
// bottom, off none.
func TestShowCardsOptionReadsTheFlag(t *testing.T) {
	for v, want := range map[string]ShowCards{"on": ShowAfterBottom, "off": NoShow, "before-deal": ShowBeforeDeal} {
		c, err := Def.Fields.Config(game.Settings{"show-cards": v})
		require.NoError(t, err, v)
		assert.Equal(t, want, c.ShowCards, v)
	}
	_, err := Def.Fields.Config(game.Settings{"show-cards": "maybe"})
	assert.ErrorContains(t, err, `show-cards "maybe": want none, after-bottom or before-deal`)
}
