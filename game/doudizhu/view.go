package doudizhu

import (
	"fmt"

	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// View is what one viewer may know of a session: every hand it may see
// (its own; the landlord's once shown; all for game.Omniscient), the size
// of every hand, the bottom cards once the landlord has them, the bidding,
// the table and every card played.
type View struct {
	Viewer   game.Seat  `json:"viewer"`
	Config   Config     `json:"config"`
	Deal     int        `json:"deal"`
	Phase    Phase      `json:"phase"`
	Turn     game.Seat  `json:"turn"`
	First    game.Seat  `json:"first_bidder"`
	Landlord game.Seat  `json:"landlord"` // game.NoSeat while bidding
	Base     int        `json:"base"`
	Bids     [Seats]int `json:"bids"` // score bidding: -1 passed, 0 not yet
	Robs     int        `json:"robs"`
	// Caller is the seat that called for the landlord (rob bidding), or
	// game.NoSeat.
	Caller game.Seat `json:"caller"`
	// Bidder is the seat that is landlord if the bidding ends now: the
	// highest bidder, or the last to call or rob (game.NoSeat before
	// any bid or call). Every seat saw the bids made.
	Bidder game.Seat `json:"bidder"`
	// Open is the seats that play this deal face up, as they chose
	// before it was dealt (明牌开始).
	Open [Seats]bool `json:"open"`
	// Doubled is the seats that doubled their stake this deal (加倍).
	Doubled [Seats]bool `json:"doubled"`
	Shown   bool        `json:"shown"`
	Bombs   int         `json:"bombs"`
	// Hands are the hands the viewer sees; the others are empty.
	Hands  [Seats]dz.Set `json:"hands"`
	Sizes  [Seats]int    `json:"sizes"`
	Bottom dz.Set        `json:"bottom"` // empty until the landlord takes it
	// Table is the play to beat (the pass when leading), by Leader
	// (game.NoSeat while bidding).
	Table  dz.Play   `json:"table"`
	Leader game.Seat `json:"leader"`
	// Last is each seat's action in the current trick; Acted says which
	// seats have one.
	Last  [Seats]dz.Play `json:"last"`
	Acted [Seats]bool    `json:"acted"`
	// LastCards are the very cards of each play in Last, suits and all,
	// for a screen to draw; a program reads their ranks in Last.
	LastCards [Seats]dz.Set `json:"-"`
	Played    dz.Set        `json:"played"` // every card played this deal
	// PlayedBy is the cards each seat played this deal, and Passes the
	// passes made this deal, in order: public, every seat saw them.
	PlayedBy [Seats]dz.Set `json:"played_by"`
	Passes   []Pass        `json:"passes"`
	Scores   [Seats]int    `json:"scores"`
	Results  []DealResult  `json:"results"` // the deals finished
}

// View implements game.Game.
func (Engine) View(s State, viewer game.Seat) View { return s.view(viewer) }

func (s State) view(viewer game.Seat) View {
	v := View{Viewer: viewer, Config: s.cfg, Deal: s.deal, Phase: s.phase, Turn: s.turn, First: s.first,
		Landlord: s.landlord, Base: s.base, Bids: s.bids, Robs: s.robs, Caller: s.called, Bidder: s.caller, Open: s.open, Doubled: s.doubled, Shown: s.shown, Bombs: s.bombs,
		Table: s.table, Leader: s.leader, Last: s.last, Acted: s.acted, LastCards: s.cards,
		Played: s.played, PlayedBy: s.by, Passes: s.passed, Scores: s.scores, Results: s.history}
	for i := range Seats {
		v.Sizes[i] = s.hands[i].Len()
		if v.Sees(game.Seat(i)) {
			v.Hands[i] = s.hands[i]
		}
	}
	if s.landlord != game.NoSeat || viewer == game.Omniscient {
		v.Bottom = s.bottom
	}
	return v
}

// Mine is the viewer's own hand (empty for a spectator).
func (v View) Mine() dz.Set {
	if v.Viewer < 0 || int(v.Viewer) >= Seats {
		return 0
	}
	return v.Hands[v.Viewer]
}

// Sees reports whether the viewer sees seat's hand: its own, the
// landlord's once shown, one played face up, every hand for game.Omniscient.
func (v View) Sees(seat game.Seat) bool {
	return v.Viewer == game.Omniscient || v.Viewer == seat || v.Shown && seat == v.Landlord || v.Open[seat]
}

// Multiplier is the deal's multiplier so far (bombs, a shown hand).
func (v View) Multiplier() int { return multiplier(v.Bombs, showExp(v.Open, v.Shown), false) }

// Unseen is the cards the viewer has not seen: neither in its hand nor
// played (the card tracker's count, 记牌器).
func (v View) Unseen() dz.Counts {
	left := dz.Pack.Minus(v.Played.Counts())
	for i, h := range v.Hands {
		if game.Seat(i) == v.Viewer || v.Viewer == game.Omniscient {
			left = left.Minus(h.Counts())
		}
	}
	return left
}

// Leading reports whether the turn's seat leads a new trick.
func (v View) Leading() bool { return v.Phase == PhasePlay && v.Table.IsPass() }

// Legal lists the viewer's actions now: bids, calls and robs, the choice
// to double, the choice to show, or every play that beats the table (every lead when leading),
// and the pass where one is allowed.
func (v View) Legal() []Action {
	if v.Turn != v.Viewer || v.Phase == PhaseOver {
		return nil
	}
	switch v.Phase {
	case PhaseBid:
		if v.Config.Bidding == CallAndRob {
			return []Action{Call(), PassAction()}
		}
		var out []Action
		for n := v.Base + 1; n <= 3; n++ {
			out = append(out, Bid(n))
		}
		return append(out, PassAction())
	case PhaseRob:
		return []Action{Rob(), PassAction()}
	case PhaseDouble:
		return []Action{Double(), PassAction()}
	case PhaseOpen:
		return []Action{Show(), Keep()}
	case PhaseShow:
		return []Action{Show(), Keep()}
	}
	plays := dz.Follows(nil, v.Mine().Counts(), v.Table, v.Config.Rules)
	out := make([]Action, len(plays))
	for i, p := range plays {
		out[i] = PlayCards(p.Cards)
		if p.IsPass() {
			out[i] = PassAction()
		}
	}
	return out
}

// Check reports whether the viewer may take a now: nil or a *game.Refusal.
func (v View) Check(a Action) error {
	if v.Phase == PhaseOver {
		return game.Refuse(game.ErrGameOver, "the session is over")
	}
	if err := game.CheckTurn(v.Viewer, v.Turn, Seats); err != nil {
		return err
	}
	switch v.Phase {
	case PhaseBid:
		return v.checkBid(a)
	case PhaseRob:
		if a.Kind != KindRob && a.Kind != KindPass {
			return game.Illegal("rob the landlord or pass")
		}
		return noExtras(a)
	case PhaseDouble:
		if a.Kind != KindDouble && a.Kind != KindPass {
			return game.Illegal("double your stake (×2) or pass")
		}
		return noExtras(a)
	case PhaseOpen:
		if a.Kind != KindShow && a.Kind != KindKeep {
			return game.Illegal("play this deal face up (×4) or keep your hand hidden")
		}
		return noExtras(a)
	case PhaseShow:
		if a.Kind != KindShow && a.Kind != KindKeep {
			return game.Illegal("show your hand (×2) or keep it hidden")
		}
		return noExtras(a)
	}
	return v.checkPlay(a)
}

// noExtras refuses fields an action of its kind does not take.
func noExtras(a Action) error {
	if a.Bid != 0 || !a.Cards.Empty() {
		return game.Illegal("%s takes no bid and no cards", a.Kind)
	}
	return nil
}

func (v View) checkBid(a Action) error {
	if v.Config.Bidding == CallAndRob {
		if a.Kind != KindCall && a.Kind != KindPass {
			return game.Illegal("call for the landlord or pass")
		}
		return noExtras(a)
	}
	switch {
	case a.Kind == KindPass:
		return noExtras(a)
	case a.Kind != KindBid:
		return game.Illegal("bid 1, 2 or 3, or pass")
	case !a.Cards.Empty():
		return game.Illegal("a bid takes no cards")
	case a.Bid < 1 || a.Bid > 3:
		return game.Illegal("bid %d: a bid is 1, 2 or 3", a.Bid)
	case a.Bid <= v.Base:
		return game.Illegal("bid %d: the bid is %d already; bid higher or pass", a.Bid, v.Base)
	}
	return nil
}

func (v View) checkPlay(a Action) error {
	switch a.Kind {
	case KindPass:
		if v.Leading() {
			return game.Illegal("you lead: play any cards (nobody may pass when leading)")
		}
		return noExtras(a)
	case KindPlay:
	default:
		return game.Illegal("play cards or pass")
	}
	hand := v.Mine().Counts()
	if a.Bid != 0 {
		return game.Illegal("a play takes no bid")
	}
	if !hand.Contains(a.Cards) {
		return game.Illegal("%s: %s", a.Cards, missing(hand, a.Cards))
	}
	reads := dz.Classify(a.Cards, v.Config.Rules)
	if len(reads) == 0 {
		return game.Illegal("%s", dz.Explain(a.Cards, v.Config.Rules))
	}
	if _, ok := readPlay(a.Cards, v.Table, v.Config.Rules); !ok {
		return game.Illegal("%s does not beat %s: play %s", reads[0].Describe(), v.Table.Groups(), toBeat(v.Table, v.Config.Rules))
	}
	return nil
}

// missing says which of c the hand lacks.
func missing(hand, c dz.Counts) string {
	for r := range dz.Rank(dz.NumRanks) {
		if c[r] > hand[r] {
			switch hand[r] {
			case 0:
				return fmt.Sprintf("you hold no %s", r.Name())
			case 1:
				return fmt.Sprintf("you hold one %s", r.Name())
			}
			return fmt.Sprintf("you hold %d of %s", hand[r], r.Name())
		}
	}
	return "you do not hold those cards"
}

// toBeat says what beats t.
func toBeat(t dz.Play, r dz.Rules) string {
	bombs := ", a bomb"
	if r.Allows(dz.Rocket) {
		bombs += " or the rocket"
	}
	switch t.Kind {
	case dz.Rocket:
		return "nothing beats the rocket: pass"
	case dz.Bomb:
		if r.Allows(dz.Rocket) {
			return "a higher bomb or the rocket, or pass"
		}
		return "a higher bomb, or pass"
	}
	what := "a higher " + t.Kind.String()
	if t.Kind.String() != t.Describe() && t.Len > 1 {
		what = fmt.Sprintf("a higher %s of %d", t.Kind, t.Len)
	}
	return what + bombs + ", or pass"
}
