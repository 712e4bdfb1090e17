package blackjack

import (
	"fmt"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/webreplay"
	"teahouse/tui/table"
)

// pageScenes draws every step of a saved Blackjack game for its web page,
// seen with the eyes of eye. Where the log notes that a person asked for
// the hint (game.NoteTip), that seat's box shows the hint's values for
// the hand to play, worked out by the hint box's own code from the seat's
// view and the cards shown since the shuffle: what the screen showed
// them. The hint is shown to the page of that seat and of every hand; the
// other seats' pages say only that it was asked for (the log's line), as
// their screens did. Its values hold no secret: every card at the table
// but the hole card lies face up, and the hole card is among the unseen.
func pageScenes(x table.Export[gb.View], eye game.Seat) []webreplay.Scene {
	out := make([]webreplay.Scene, len(x.Steps))
	mem := aibj.NewSeen(x.Steps[0].View.Config.Rules.Decks)
	prev := x.Steps[0].View
	for i, st := range x.Steps {
		for _, e := range st.Events {
			mem = mem.Apply(hidden(e))
		}
		sc := webreplay.Blackjack(prev, st.View, st.Events, x.Names)
		for _, n := range st.Notes {
			if n.Kind == game.NoteTip && n.Seat >= 0 && int(n.Seat) < len(sc.Seats) && (eye == game.Omniscient || eye == n.Seat) {
				sc.Seats[n.Seat].Hint = pageHint(hintFor(seatView(st.View, n.Seat), mem))
			}
		}
		out[i], prev = sc, st.View
	}
	return out
}

// pageHint is the hint's values for a hand to play as the page shows
// them; nil when the hint gives none (no hand to play: bets, insurance).
func pageHint(h hint) *webreplay.Hint {
	if !h.ok || h.err != nil || h.view.Phase != gb.PhasePlay {
		return nil
	}
	p := &webreplay.Hint{Title: "Hint · " + h.basicWords(), Lines: []string{h.exactWords() + "."}}
	for _, r := range h.evRows() {
		row := webreplay.HintRow{Action: r.action.String(), Value: fmt.Sprintf("%+.4f", r.ev), Best: r.best}
		switch {
		case r.noChips:
			row.Note = "no chips"
		case r.best:
			row.Note = "best"
		}
		p.Rows = append(p.Rows, row)
	}
	if d := h.deviationWords(); d != "" {
		p.Lines = append(p.Lines, d)
	}
	return p
}
