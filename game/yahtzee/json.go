package yahtzee

import (
	"encoding/json"

	yz "teahouse/rules/yahtzee"
)

// MarshalJSON writes the view, as programs playing a seat read it, with
// the score cards of the table's seats only.
func (v View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal(struct {
		plain
		Cards []yz.Card `json:"cards"`
	}{plain(v), v.Cards[:max(0, min(v.Config.Seats, MaxSeats))]})
}
