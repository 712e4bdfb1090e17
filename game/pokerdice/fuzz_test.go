package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

var fuzzKinds = []ActionKind{KindHold, KindPeek, KindForce, KindDouble, KindRelock, KindStand, "bogus"}

// FuzzReduce feeds arbitrary action sequences (legal or not) to the reducer:
// it must never panic, and a refused action must leave the state unchanged.
func FuzzReduce(f *testing.F) {
	f.Add(uint64(1), byte(0), []byte{0, 0, 3, 0, 1, 31})
	f.Add(uint64(9), byte(7), []byte{1, 1, 2, 2, 3, 0, 0, 4, 0, 0, 1, 0, 4, 1, 5, 1})
	f.Fuzz(func(t *testing.T, seed uint64, flags byte, script []byte) {
		cfg := Config{Rounds: int(flags>>2)%9 + 1, Rule: pd.HoldRule(flags & 1), Skills: flags&2 != 0}
		s, err := New(cfg, seed)
		require.NoError(t, err)
		for i := 0; i+2 < len(script); i += 3 {
			seat := game.Seat(int(script[i]%4) - 1)
			a := Action{Kind: fuzzKinds[int(script[i+1])%len(fuzzKinds)], Dice: dice.Mask(script[i+2]), Die: int(script[i+2]) - 2}
			next, _, err := Reduce(s, seat, a)
			if err != nil {
				require.Equal(t, s, next)
				continue
			}
			s = next
		}
	})
}
