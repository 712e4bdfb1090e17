package shengji

import (
	"encoding/json"

	"teahouse/game"
)

// MarshalJSON writes v as programs read it: every list a list, empty
// rather than null.
func (v View) MarshalJSON() ([]byte, error) {
	type plain View // without this method
	return json.Marshal(struct {
		plain
		Finished []Trick      `json:"finished"`
		Results  []DealResult `json:"results"`
	}{plain(v), game.OrEmpty(v.Finished), game.OrEmpty(v.Results)})
}
