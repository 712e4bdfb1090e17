package doudizhu

import (
	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// doubleAt is the hand rating from which a seat doubles its stake (加倍):
// a peasant from peasant, the landlord from landlord, and doubledMore
// more for each peasant who doubled (a peasant's double says its hand is
// strong).
type doubleAt struct{ peasant, landlord int }

// The thresholds, on the scale of handStrength (rule and expert) and of
// strength (simple), chosen from 4,500 deals of rule players with
// doubling: a landlord rated 13 or more won 62% or more of them, below 11
// under half; a peasant's side won about half the time at best, so a
// peasant doubles only the rarest hands (rated 14 or more, 1% of
// peasants' hands). For simple players, a landlord of strength 12 or
// more won 57%.
var (
	ruleDouble   = doubleAt{peasant: 14, landlord: 13}
	simpleDouble = doubleAt{peasant: 10, landlord: 12}
)

const doubledMore = 2

// doubleByStrength doubles when s, the hand's rating, reaches the
// threshold, and says why.
func doubleByStrength(v gd.View, s int, at doubleAt) (gd.Action, string) {
	need := at.peasant
	if v.Viewer == v.Landlord {
		need = at.landlord
		for i, d := range v.Doubled {
			if d && game.Seat(i) != v.Landlord {
				need += doubledMore
			}
		}
	}
	if s >= need {
		return gd.Double(), "a strong hand: double your stake"
	}
	return gd.PassAction(), "not a strong enough hand to double your stake"
}
