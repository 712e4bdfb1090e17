package blackjack

import (
	"encoding/json"

	"teahouse/rules/cards"
)

// The JSON of a view, as programs playing a seat read it, holds what is on
// the table only: the seats of the table, the hands a seat holds, the
// cards a hand holds.

// MarshalJSON writes the view with the table's seats only.
func (v View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal(struct {
		plain
		Spots []Spot `json:"spots"`
	}{plain(v), v.Spots[:max(0, min(v.Config.Seats, MaxSeats))]})
}

// MarshalJSON writes the spot with the hands it holds only.
func (p Spot) MarshalJSON() ([]byte, error) {
	type plain Spot
	return json.Marshal(struct {
		plain
		Hands []Hand `json:"hands"`
	}{plain(p), p.Hands[:max(0, min(p.NHands, MaxHands))]})
}

// MarshalJSON writes the hand with its cards only.
func (h Hand) MarshalJSON() ([]byte, error) {
	type plain Hand
	return json.Marshal(struct {
		plain
		Cards []cards.Card `json:"cards"`
	}{plain(h), h.Cards[:max(0, min(h.N, MaxHandCards))]})
}

// MarshalJSON writes the dealer's hand with its cards only (a face-down
// hole card is "??").
func (d Dealer) MarshalJSON() ([]byte, error) {
	type plain Dealer
	return json.Marshal(struct {
		plain
		Cards []cards.Card `json:"cards"`
	}{plain(d), d.Cards[:max(0, min(d.N, MaxHandCards))]})
}
