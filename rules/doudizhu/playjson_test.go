package doudizhu

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A pass has no main rank in JSON (a main rank of 0 is the 3); a play
// keeps its main rank, 0 included; both read back as they were.
func TestPlayJSON(t *testing.T) {
	tests := []struct {
		play Play
		json string
	}{
		{PassPlay, `{"kind":"pass","cards":""}`},
		{Classify(MustParse("3"), Standard)[0], `{"kind":"solo","main":0,"len":1,"cards":"3"}`},
		{Classify(MustParse("334455"), Standard)[0], `{"kind":"pair_chain","main":0,"len":3,"cards":"334455"}`},
		{Classify(MustParse("BR"), Standard)[0], `{"kind":"rocket","main":13,"len":1,"cards":"BR"}`},
	}
	for _, tt := range tests {
		t.Run(tt.play.String(), func(t *testing.T) {
			b, err := json.Marshal(tt.play)
			require.NoError(t, err)
			assert.JSONEq(t, tt.json, string(b))
			var back Play
			require.NoError(t, json.Unmarshal(b, &back))
			assert.Equal(t, tt.play, back)
		})
	}
}
