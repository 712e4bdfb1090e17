package shengji

import (
	"errors"
	"slices"
	"strings"

	"teahouse/game"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// View is what one viewer may know of a game: its own hand (every hand
// for game.Omniscient), the size of every hand, the declaration and the
// trump, the kitty only for the dealer from taking it until the end of
// the deal, the current trick, the deal's finished tricks (every card
// played, as every seat saw it), the points each team has taken and the
// deals finished.
type View struct {
	Viewer game.Seat     `json:"viewer"`
	Config Config        `json:"config"`
	Deal   int           `json:"deal"`
	Phase  Phase         `json:"phase"`
	Turn   game.Seat     `json:"turn"`
	Levels [2]cards.Rank `json:"levels"`
	First  game.Seat     `json:"first"`
	Dealer game.Seat     `json:"dealer"` // game.NoSeat while a first deal is declared
	// Dealt is the cards dealt so far, of 100.
	Dealt int `json:"dealt"`
	// Declaration is the standing declaration, by Declarer with
	// DeclaredCards (strength NoDeclaration and game.NoSeat when none).
	Declaration   sj.Declaration `json:"declaration"`
	Declarer      game.Seat      `json:"declarer"`
	DeclaredCards Set            `json:"declared_cards,omitzero"`
	// Trump is the deal's trump context once declaring is over.
	Trump sj.Trump `json:"trump"`
	// Turned is the kitty's cards turned up when nobody declared, in the
	// order they were turned.
	Turned []cards.Card `json:"turned,omitempty"`
	// Hands are the hands the viewer sees; the others are empty.
	Hands [Seats]Set `json:"hands"`
	Sizes [Seats]int `json:"sizes"`
	// Kitty is the kitty for the dealer (taken, then buried), else empty.
	Kitty Set `json:"kitty,omitzero"`
	// Leader leads the current trick; Trick holds its plays so far.
	Leader  game.Seat  `json:"leader"`
	Trick   [Seats]Set `json:"trick"`
	Failure Failure    `json:"failure,omitzero"` // this trick's failed throw
	Tricks  int        `json:"tricks"`           // tricks finished this deal
	// Finished is the deal's finished tricks, first first: every play
	// every seat saw, from which a player counts cards and voids.
	Finished []Trick `json:"finished"`
	// Points is the card points each team took in tricks; Taken the point
	// cards the attackers took.
	Points    [2]int       `json:"points"`
	Taken     Set          `json:"taken,omitzero"`
	Penalties int          `json:"penalties,omitempty"` // added to the attackers' points
	Results   []DealResult `json:"results"`
	Winner    int          `json:"winner"` // the winning team once over, -1 for none
}

// View implements game.Game.
func (Engine) View(s State, viewer game.Seat) View { return s.view(viewer) }

func (s State) view(viewer game.Seat) View {
	v := View{Viewer: viewer, Config: s.cfg, Deal: s.deal, Phase: s.phase, Turn: s.turn, Levels: s.levels,
		First: s.first, Dealer: s.dealer, Dealt: s.dealt, Declaration: s.decl, Declarer: s.declarer,
		DeclaredCards: s.declCards, Turned: s.turnedCards(), Leader: s.leader, Trick: s.trick, Failure: s.failure,
		Tricks: s.tricks, Points: s.points, Penalties: s.adjust, Results: s.history, Winner: s.winner}
	if s.phase == PhasePlay {
		v.Finished = slices.Clone(s.past[:s.tricks])
	}
	if s.phase != PhaseDeal {
		v.Trump = s.trump
		v.Taken = pointCards(s.taken[s.attackers()])
	}
	for i := range game.Seat(Seats) {
		v.Sizes[i] = s.hands[i].Len()
		if viewer == game.Omniscient || viewer == i {
			v.Hands[i] = s.hands[i]
		}
	}
	if s.phase != PhaseDeal && s.phase != PhaseOver && (viewer == s.dealer || viewer == game.Omniscient) {
		v.Kitty = s.kitty
	}
	return v
}

// pointCards is the 5s, 10s and Ks of cs.
func pointCards(cs Set) Set {
	var out Set
	for _, c := range cs.Cards() {
		if sj.CardPoints(c) > 0 {
			out = out.Union(mustSetOf(c))
		}
	}
	return out
}

// Mine is the viewer's own hand (empty for a spectator).
func (v View) Mine() Set {
	if v.Viewer < 0 || int(v.Viewer) >= Seats {
		return Set{}
	}
	return v.Hands[v.Viewer]
}

// Leading reports whether the turn's seat leads a new trick.
func (v View) Leading() bool { return v.Phase == PhasePlay && v.Trick[v.Leader].Empty() }

// Lead is the current trick's lead, empty when none is played yet.
func (v View) Lead() Set { return v.Trick[v.Leader] }

// Winning is the seat whose play wins the current trick so far,
// game.NoSeat before its lead.
func (v View) Winning() game.Seat {
	if v.Phase != PhasePlay || v.Lead().Empty() {
		return game.NoSeat
	}
	return winning(v.Trick, v.Leader, v.Trump, v.Config.Rules)
}

// DeclareLevel is the level rank the viewer declares with: the dealer's
// team's once the dealer is known, else the viewer's own team's.
func (v View) DeclareLevel() cards.Rank {
	if v.Dealer != game.NoSeat {
		return v.Levels[team(v.Dealer)]
	}
	return v.Levels[team(v.Viewer)]
}

// SortTrump is the trump seat's cards are shown sorted by (trumps first,
// then each suit, highest first): the deal's once it is settled; while
// the cards are dealt, the level seat's team declares with (the dealer's
// team's once the dealer is known) and the standing declaration's suit,
// none before one. A seat out of range sorts as P1's.
func (v View) SortTrump(seat game.Seat) sj.Trump {
	if v.Phase != PhaseDeal && v.Trump.Valid() {
		return v.Trump
	}
	level := v.Levels[0]
	switch {
	case v.Dealer >= 0 && v.Dealer < Seats:
		level = v.Levels[team(v.Dealer)]
	case seat >= 0 && seat < Seats:
		level = v.Levels[team(seat)]
	}
	suit := cards.NoSuit
	if v.Declaration.Strength != sj.NoDeclaration {
		suit = v.Declaration.Suit
	}
	return sj.Trump{Level: level, Suit: suit}
}

// Check reports whether the viewer may take a now: nil or a *game.Refusal.
func (v View) Check(a Action) error {
	if v.Phase == PhaseOver {
		return game.Refuse(game.ErrGameOver, "the game is over")
	}
	if err := game.CheckTurn(v.Viewer, v.Turn, Seats); err != nil {
		return err
	}
	hand := v.Mine()
	switch v.Phase {
	case PhaseDeal:
		return v.checkDeclare(a)
	case PhaseBury:
		switch {
		case a.Kind != KindBury:
			return game.Illegal("bury %d cards: you hold the kitty", sj.KittySize)
		case a.Cards.Len() != sj.KittySize:
			return game.Illegal("bury %d cards, not %d", sj.KittySize, a.Cards.Len())
		case !hand.Contains(a.Cards):
			return game.Illegal("you do not hold %s", a.Cards.Minus(hand))
		}
		return nil
	}
	switch {
	case a.Kind != KindPlay:
		return game.Illegal("play cards to the trick")
	case a.Cards.Empty():
		return game.Illegal("play at least one card")
	case !hand.Contains(a.Cards):
		return game.Illegal("you do not hold %s", a.Cards.Minus(hand))
	case v.Leading():
		if _, err := sj.Decompose(a.Cards.Cards(), v.Trump, v.Config.Rules); err != nil {
			return game.Illegal("%s: lead cards of one suit (trumps count as one suit)", a.Cards)
		}
		return nil
	}
	if err := sj.CheckFollow(hand.Cards(), v.Lead().Cards(), a.Cards.Cards(), v.Trump, v.Config.Rules); err != nil {
		return game.Illegal("%s", err)
	}
	return nil
}

func (v View) checkDeclare(a Action) error {
	switch a.Kind {
	case KindPass:
		if !a.Cards.Empty() {
			return game.Illegal("a pass takes no cards")
		}
		return nil
	case KindDeclare:
	default:
		return game.Illegal("declare trump or pass: the cards are being dealt")
	}
	if hand := v.Mine(); !hand.Contains(a.Cards) {
		return game.Illegal("you do not hold %s", a.Cards.Minus(hand))
	}
	d, err := sj.ReadDeclaration(a.Cards.Cards(), v.DeclareLevel())
	if err == nil {
		err = sj.CanDeclare(v.Declaration, int(v.Declarer), d, int(v.Viewer))
	}
	if err != nil {
		return game.Illegal("%s", reason(err))
	}
	return nil
}

// reason is err's text without the "no declaration: " of its kind.
func reason(err error) string {
	if u := errors.Unwrap(err); u != nil {
		if s, ok := strings.CutPrefix(err.Error(), u.Error()+": "); ok {
			return s
		}
	}
	return err.Error()
}

// followLimit bounds the follows Legal lists (a void hand may play any
// cards: too many to list).
const followLimit = 64

// Legal lists the viewer's actions now and whether the list is complete:
// pass and every declaration it may make; a sample of burials; every
// single, pair and tractor it may lead (not the throws); its follows, up
// to followLimit.
func (v View) Legal() ([]Action, bool) {
	if v.Turn != v.Viewer || v.Phase == PhaseOver || v.Viewer < 0 || int(v.Viewer) >= Seats {
		return nil, true
	}
	hand := v.Mine()
	switch v.Phase {
	case PhaseDeal:
		return v.declarations(), true
	case PhaseBury:
		return burials(hand, v.Trump), false
	}
	if v.Leading() {
		return leads(hand, v.Trump, v.Config.Rules), false
	}
	fs, complete, err := sj.Follows(hand.Cards(), v.Lead().Cards(), v.Trump, v.Config.Rules, followLimit)
	if err != nil {
		return nil, true
	}
	out := make([]Action, len(fs))
	for i, f := range fs {
		out[i] = Play(mustSetOf(f...))
	}
	return out, complete
}

// declarations is a pass and every declaration the viewer may make, one
// per face.
func (v View) declarations() []Action {
	out := []Action{Pass()}
	level := v.DeclareLevel()
	var byFace [][]cards.Card
	for _, c := range v.Mine().Cards() {
		if c.Rank != level && !c.IsJoker() {
			continue
		}
		if k := slices.IndexFunc(byFace, func(g []cards.Card) bool { return g[0].Face() == c.Face() }); k >= 0 {
			byFace[k] = append(byFace[k], c)
		} else {
			byFace = append(byFace, []cards.Card{c})
		}
	}
	for _, g := range byFace {
		for n := 1; n <= len(g); n++ {
			d, err := sj.ReadDeclaration(g[:n], level)
			if err == nil && sj.CanDeclare(v.Declaration, int(v.Declarer), d, int(v.Viewer)) == nil {
				out = append(out, Declare(mustSetOf(g[:n]...)))
			}
		}
	}
	return out
}

// burials is a sample of the ways to bury: the lowest eight cards in the
// hand's order (trumps last), and each run of eight of that order.
func burials(hand Set, t sj.Trump) []Action {
	cs := hand.Cards()
	sj.SortHand(cs, t)
	slices.Reverse(cs)
	var out []Action
	for i := 0; i+sj.KittySize <= len(cs); i += sj.KittySize / 2 {
		out = append(out, Bury(mustSetOf(cs[i:i+sj.KittySize]...)))
	}
	return out
}

// leads is every single, pair and tractor of the hand, one per face,
// lowest first within each suit.
func leads(hand Set, t sj.Trump, r sj.Rules) []Action {
	cs := hand.Cards()
	sj.SortHand(cs, t)
	slices.Reverse(cs)
	var out []Action
	var pairs [][]cards.Card // the hand's pairs, one suit's after another, low first
	for i, c := range cs {
		if i > 0 && cs[i-1].Face() == c.Face() {
			pairs = append(pairs, []cards.Card{cs[i-1], c})
			out = append(out, Play(mustSetOf(cs[i-1], c)))
			continue
		}
		out = append(out, Play(mustSetOf(c)))
	}
	if r.NoTractors {
		return out
	}
	for i := range pairs {
		run := slices.Clone(pairs[i])
		for j := i + 1; j < len(pairs); j++ {
			run = append(run, pairs[j]...)
			us, err := sj.Decompose(run, t, r)
			if err != nil || len(us) != 1 {
				break
			}
			out = append(out, Play(mustSetOf(run...)))
		}
	}
	return out
}
