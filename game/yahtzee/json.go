package yahtzee

import (
	"encoding/json"

	"teahouse/game"
	yz "teahouse/rules/yahtzee"
)

// MarshalJSON writes the view, as programs playing a seat read it, with
// the score cards of the table's seats only, and winners [] until the
// game is over, never null.
func (v View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal(struct {
		plain
		Cards   []yz.Card   `json:"cards"`
		Winners []game.Seat `json:"winners"`
	}{plain(v), v.Cards[:max(0, min(v.Config.Seats, MaxSeats))], game.OrEmpty(v.Winners)})
}
