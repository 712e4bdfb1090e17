package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// FuzzReduce feeds arbitrary action sequences to the reducer: it never
// panics and a refused action leaves the state unchanged.
func FuzzReduce(f *testing.F) {
	f.Add(uint64(1), byte(2), []byte{0, 0, 0, 0, 0, 3, 0, 1, 12})
	f.Fuzz(func(t *testing.T, seed uint64, seats byte, script []byte) {
		s, err := New(Config{Seats: int(seats%MaxSeats) + 1}, seed)
		require.NoError(t, err)
		for i := 0; i+2 < len(script); i += 3 {
			kind := []ActionKind{KindRoll, KindScore, "x"}[int(script[i+1])%3]
			a := Action{Kind: kind, Hold: dice.Mask(script[i+2]), Box: yz.Box(script[i+2] % 16)}
			next, _, err := Reduce(s, game.Seat(int(script[i]%8)-1), a)
			if err != nil {
				require.Equal(t, s, next)
				continue
			}
			s = next
		}
	})
}
