package doudizhu

import (
	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// The ratings from which a seat doubles its stake (加倍), on the scale of
// handStrength (rule and expert) or strength (simple): about the
// strongest sixth of a peasant's hands. The landlord, who holds the
// bottom and stakes against both peasants, needs landlordMore more, and
// doubledMore more again for each peasant who doubled: a peasant's double
// says its hand is strong.
const (
	ruleDoubleAt   = 12
	simpleDoubleAt = 10
	landlordMore   = 2
	doubledMore    = 2
)

// doubleByStrength doubles when s, the hand's rating, reaches at (for a
// peasant; more for the landlord), and says why.
func doubleByStrength(v gd.View, s, at int) (gd.Action, string) {
	if v.Viewer == v.Landlord {
		at += landlordMore
		for i, d := range v.Doubled {
			if d && game.Seat(i) != v.Landlord {
				at += doubledMore
			}
		}
	}
	if s >= at {
		return gd.Double(), "a strong hand: double your stake"
	}
	return gd.PassAction(), "not a strong enough hand to double your stake"
}
