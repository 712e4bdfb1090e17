package blackjack

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Game describes blackjack to the lobby and the setup screen.
var Game = screen.Game{
	ID:       "blackjack",
	Title:    "Blackjack",
	Blurb:    "Casino blackjack with the exact value of every choice in the hint.",
	Seats:    2,
	MinSeats: 1,
	MaxSeats: gb.MaxSeats,
	// Levels are the AI's, weakest first.
	Levels: aibj.Levels,
	// The setup screen has room for one option beside five seats, the
	// rounds and the speed: the rules, as presets. The trainer's count is
	// toggled in the game (c); the command line sets every rule.
	Variants: []screen.Variant{
		{Key: keyRules, Label: "Rules", Values: presetNames(),
			Help: "the table's rules: decks, the dealer on soft 17, double after split, surrender, payout"},
	},
	Rounds:       20,
	RoundChoices: []int{10, 20, 50, 100},
	RoundsLabel:  "Rounds",
	New:          newScreen,
	Replay:       newReplay,
	Share:        share,
	Outcome:      func(d []byte, n string) (game.Outcome, error) { return game.OutcomeOf(gb.Game, d, n) },
	Export:       table.PageWith(spec(bj.Default(), nil), newFace(gb.Config{}, bank{}, false), pageScenes),
	Lifetime:     lifetime,
}

// The keys of Setup.Variants. The setup screen offers the rules as
// presets (keyRules) and the trainer's count; the command line sets every
// rule and the table's chips one by one with the other keys (see Variants).
const (
	keyRules       = "rules"
	keyCount       = "count"
	keyDecks       = "decks"
	keyH17         = "h17"
	keyDAS         = "das"
	keyDouble      = "double"
	keySurrender   = "surrender"
	keyResplitAces = "resplit-aces"
	keyMaxHands    = "max-hands"
	keyPayout      = "payout"
	keyPenetration = "penetration"
	keySplitTens   = "split-tens"
	keyBankroll    = "bankroll"
	keyMinBet      = "min-bet"
	keyMaxBet      = "max-bet"
)

// preset is a rule set the setup screen offers by name.
type preset struct {
	name  string
	rules func() bj.Rules
}

// presets are common tables, the default first.
var presets = []preset{
	{"6 decks, S17, DAS", bj.Default},
	{"6 decks, H17, DAS", func() bj.Rules { r := bj.Default(); r.H17 = true; return r }},
	{"8 decks, S17, surrender", func() bj.Rules { r := bj.Default(); r.Decks, r.Surrender = 8, bj.LateSurrender; return r }},
	{"2 decks, H17, DAS", func() bj.Rules { r := bj.Default(); r.Decks, r.H17 = 2, true; return r }},
	{"1 deck, H17, 6:5", func() bj.Rules {
		r := bj.Default()
		r.Decks, r.H17, r.DAS, r.Payout = 1, true, false, bj.SixToFive
		return r
	}},
}

func presetNames() []string {
	names := make([]string, len(presets))
	for i, p := range presets {
		names[i] = p.name
	}
	return names
}

// options are what a setup chooses beyond the seats: the table's config
// and whether the trainer's count shows.
type options struct {
	cfg   gb.Config
	count bool
}

// Variants writes a table's config and the trainer's count as the
// variants of a screen.Setup, every rule spelled out, for starting a game
// from the command line. Zero chip fields are left to the table's
// defaults.
func Variants(cfg gb.Config, showCount bool) map[string]string {
	r := cfg.Rules
	if r == (bj.Rules{}) {
		r = bj.Default()
	}
	v := map[string]string{
		keyDecks:       strconv.Itoa(r.Decks),
		keyH17:         onOff(r.H17),
		keyDAS:         onOff(r.DAS),
		keyDouble:      r.Double.String(),
		keySurrender:   r.Surrender.String(),
		keyResplitAces: onOff(r.ResplitAces),
		keyMaxHands:    strconv.Itoa(r.MaxHands),
		keyPayout:      r.Payout.String(),
		keyPenetration: strconv.FormatFloat(r.Penetration, 'g', -1, 64),
		keySplitTens:   onOff(r.SplitTens),
		keyCount:       map[bool]string{false: "hidden", true: "shown"}[showCount],
	}
	for k, n := range map[string]int{keyBankroll: cfg.Bankroll, keyMinBet: cfg.MinBet, keyMaxBet: cfg.MaxBet} {
		if n != 0 {
			v[k] = strconv.Itoa(n)
		}
	}
	return v
}

// optionsOf reads a setup: its variants (a preset first, then the rules
// set one by one) and its rounds (0 plays on until the players leave).
func optionsOf(s screen.Setup, seats int) (options, error) {
	o := options{cfg: gb.Config{Seats: seats, Rounds: s.Rounds, Rules: bj.Default()}}
	if name, ok := s.Variants[keyRules]; ok {
		i := slices.IndexFunc(presets, func(p preset) bool { return p.name == name })
		if i < 0 {
			return o, fmt.Errorf("rules %q: want one of %s", name, strings.Join(presetNames(), "; "))
		}
		o.cfg.Rules = presets[i].rules()
	}
	var unknown []string
	for _, k := range slices.Sorted(maps.Keys(s.Variants)) {
		v := s.Variants[k]
		r := &o.cfg.Rules
		var err error
		switch k {
		case keyRules:
		case keyCount:
			switch v {
			case "shown", "on":
				o.count = true
			case "hidden", "off", "":
			default:
				err = fmt.Errorf("want shown or hidden")
			}
		case keyDecks:
			r.Decks, err = strconv.Atoi(v)
		case keyH17:
			r.H17, err = parseOnOff(v)
		case keyDAS:
			r.DAS, err = parseOnOff(v)
		case keyDouble:
			err = r.Double.Set(v)
		case keySurrender:
			err = r.Surrender.Set(v)
		case keyResplitAces:
			r.ResplitAces, err = parseOnOff(v)
		case keyMaxHands:
			r.MaxHands, err = strconv.Atoi(v)
		case keyPayout:
			err = r.Payout.Set(v)
		case keyPenetration:
			r.Penetration, err = strconv.ParseFloat(v, 64)
		case keySplitTens:
			r.SplitTens, err = parseOnOff(v)
		case keyBankroll:
			o.cfg.Bankroll, err = strconv.Atoi(v)
		case keyMinBet:
			o.cfg.MinBet, err = strconv.Atoi(v)
		case keyMaxBet:
			o.cfg.MaxBet, err = strconv.Atoi(v)
		default:
			unknown = append(unknown, k)
		}
		if err != nil {
			return o, fmt.Errorf("%s %q: %w", k, v, err)
		}
	}
	if len(unknown) > 0 {
		return o, fmt.Errorf("blackjack has no option %s", strings.Join(unknown, ", "))
	}
	if err := o.cfg.Rules.Validate(); err != nil {
		return o, err
	}
	return o, nil
}

func onOff(b bool) string { return map[bool]string{false: "off", true: "on"}[b] }

func parseOnOff(s string) (bool, error) {
	switch s {
	case "on", "true", "yes":
		return true, nil
	case "off", "false", "no":
		return false, nil
	}
	return false, fmt.Errorf("want on or off")
}

// screenOf is the driver's screen of a table.
type screenOf = table.Model[face, gb.View, gb.Action]

// newScreen starts a table from the player's setup (see setupOf). The
// people at the table sit down with the bankrolls they left with (see
// openBank), read from the environment's store.
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	o, players, cfg, err := setupOf(s)
	if err != nil {
		return nil, err
	}
	if env.Now == nil {
		env.Now = time.Now
	}
	b, cfg, players := openBank(env, players, cfg)
	return table.AsScreen(table.Open(env, spec(cfg.Rules, b.keeper), cfg, s.Seed, players, newFace(cfg, b, o.count), table.OptionsOf(s)))
}

// share starts a shared table of the server from a setup (see setupOf).
// Its seats start with the table's chips; the table keeps what each person
// wins and loses there in their record (gb.Bank), and each person's screen
// tells theirs (face.Seated).
func share(env screen.Env, s screen.Setup) (screen.Shared, error) {
	o, players, cfg, err := setupOf(s)
	if err != nil {
		return nil, err
	}
	var b bank
	if env.Store != nil {
		b.keeper = gb.NewBank(env.Store, bj.Chips(cfg.Bankroll), screen.Guest) // a guest's winnings are not kept
	}
	return table.AsShared(table.Share(spec(cfg.Rules, b.keeper), cfg, s.Seed, players, newFace(cfg, b, o.count), table.SharedOptionsOf(env, s)))
}

// setupOf reads a setup: one to five seats, a computer without a level
// the strongest, and the table's config with its defaults filled in.
func setupOf(s screen.Setup) (options, []game.Player, gb.Config, error) {
	n := len(s.Players)
	if n < 1 || n > gb.MaxSeats {
		return options{}, nil, gb.Config{}, fmt.Errorf("blackjack needs 1 to %d players, not %d", gb.MaxSeats, n)
	}
	o, err := optionsOf(s, n)
	if err != nil {
		return options{}, nil, gb.Config{}, err
	}
	players := slices.Clone(s.Players)
	for i, p := range players {
		if p.Kind == game.AI && p.Level == "" { // the strongest, as the setup screen offers
			players[i].Level = aibj.Levels[len(aibj.Levels)-1]
		}
	}
	st, err := gb.Game.New(o.cfg, 0) // checks the limits and fills in the defaults
	if err != nil {
		return options{}, nil, gb.Config{}, err
	}
	return o, players, st.Config(), nil
}

// newReplay reads a saved log and returns a screen that shows the game
// from its start as the players saw it: the hole card stays face down
// until it was turned. A replay keeps no bankrolls.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	// A replay has no computers to fill: the roster's rules do not matter.
	return table.AsScreen(table.Replay(env, spec(bj.Default(), nil), data, name, speed, newFace(gb.Config{}, bank{}, false)))
}
