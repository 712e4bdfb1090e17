package doudizhu

import (
	"encoding/json"

	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// MarshalJSON writes v as programs read it: every list a list, empty
// rather than null, and the seats that have not acted in the trick under
// way with null in "last" (not a pass).
func (v View) MarshalJSON() ([]byte, error) {
	type plain View // without this method
	var last [Seats]*dz.Play
	for i := range last {
		if v.Acted[i] {
			last[i] = &v.Last[i]
		}
	}
	return json.Marshal(struct {
		plain
		Last    [Seats]*dz.Play `json:"last"`
		Passes  []Pass          `json:"passes"`
		Results []DealResult    `json:"results"`
	}{plain(v), last, game.OrEmpty(v.Passes), game.OrEmpty(v.Results)})
}
