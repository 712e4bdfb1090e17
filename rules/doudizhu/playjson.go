package doudizhu

import "encoding/json"

// MarshalJSON writes p with its fields, but a pass without a main rank:
// {"kind":"pass","cards":""} (a main rank of 0 is the 3).
func (p Play) MarshalJSON() ([]byte, error) {
	type plain Play // without this method
	if p.IsPass() {
		return json.Marshal(struct {
			Kind  Kind   `json:"kind"`
			Cards Counts `json:"cards"`
		}{p.Kind, p.Cards})
	}
	return json.Marshal(plain(p))
}
