package doudizhu

// Beats reports whether p may be played on t, the play to beat: the rocket
// beats everything, a bomb any other play and a lower bomb; otherwise p
// must be of t's kind and length with a higher main rank. Anything may be
// played when t is the pass (a lead), except the pass itself.
func Beats(p, t Play) bool {
	switch {
	case p.IsPass():
		return false
	case t.IsPass():
		return true
	case p.Kind == Rocket:
		return t.Kind != Rocket
	case t.Kind == Rocket:
		return false
	case p.Kind == Bomb && t.Kind != Bomb:
		return true
	}
	return p.Kind == t.Kind && p.Len == t.Len && p.Main > t.Main && p.Cards.Len() == t.Cards.Len()
}
