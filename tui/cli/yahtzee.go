package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// loadTable loads the Yahtzee strategy table from the cache directory
// (o.Dir is set here). A cache file rebuilt because it was stale or
// corrupt is said on stderr, and so is a solve when announce is set. A
// cache that cannot be written is a warning, not a failure.
func loadTable(s streams, g *globals, o aiyz.LoadOptions, announce bool) (*aiyz.Table, error) {
	o.Dir = g.cacheDir
	t, err := aiyz.Load(o)
	if errors.Is(err, aiyz.ErrCacheWrite) {
		fmt.Fprintf(s.err, "warning: %v\n", err)
		err = nil
	}
	if err != nil || t.Info().Source != aiyz.SourceSolve {
		return t, err
	}
	if why := t.Info().Reason; why != "" && why != "missing" {
		fmt.Fprintf(s.err, "the cached Yahtzee strategy table was %s: it is rebuilt\n", why)
	}
	if announce {
		fmt.Fprintf(s.err, "solved the Yahtzee strategy table in %v\n", t.Info().Took.Round(time.Millisecond))
	}
	return t, err
}

func newSolve(s streams, g *globals) *cobra.Command {
	return gameParent("solve", "compute a game's optimal strategy and print its expected score", newSolveYahtzee(s, g))
}

func newSolveYahtzee(s streams, g *globals) *cobra.Command {
	var noCache bool
	c := &cobra.Command{
		Use:   "yahtzee",
		Short: "solve solitaire Yahtzee exactly and print the expected score of a fresh game",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			// The cache's SHA-256 is checked here, not on every tip's load.
			t, err := loadTable(s, g, aiyz.LoadOptions{NoCache: noCache, Verify: true}, false)
			if err != nil {
				return err
			}
			info := t.Info()
			how := fmt.Sprintf("solved %d states in %v", info.States, info.Took.Round(time.Millisecond))
			if info.Source == aiyz.SourceCache {
				how = fmt.Sprintf("read from the cache %s and checked in full in %v (--no-cache solves afresh)", info.Path, info.Took.Round(time.Millisecond))
			}
			fmt.Fprintf(s.out, "expected score of a fresh game under optimal play: %.4f\n%s; table %.1f MB\n",
				t.FreshValue(), how, float64(t.Size())/1e6)
			return nil
		},
	}
	c.Flags().BoolVar(&noCache, "no-cache", false, "solve afresh instead of reading the cached table")
	return c
}

func newTip(s streams, g *globals) *cobra.Command {
	return gameParent("tip", "ask the optimal player what to do in a position", newTipYahtzee(s, g))
}

// tipReport is the JSON printed by tip yahtzee --json.
type tipReport struct {
	Hold []int `json:"hold,omitempty"`
	// Box is the box to score in: with no rolls left, or beside a hold of
	// all five dice (scoring now is best).
	Box string `json:"box,omitempty"`
	// EV is the expected score from this roll to the end of the game; for a
	// fresh card, the expected final score.
	EV float64 `json:"ev"`
}

func newTipYahtzee(s streams, g *globals) *cobra.Command {
	var (
		diceArg   string
		rollsLeft int
		open      string
		upper     int
		y50       bool
		asJSON    bool
		noCache   bool
	)
	c := &cobra.Command{
		Use:   "yahtzee",
		Short: "print the best hold (or, with no rolls left, the best box) for a Yahtzee position",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			if diceArg == "" {
				return usagef("tip yahtzee: the \"--dice\" flag is required, such as --dice 12346")
			}
			hand, err := dice.ParseHand(diceArg)
			if err != nil {
				return usagef("invalid argument %q for \"--dice\" flag: want five digits 1-6, such as 12346", diceArg)
			}
			if rollsLeft < 0 || rollsLeft > 2 {
				return usagef("invalid argument \"%d\" for \"--rolls-left\" flag: want 0, 1 or 2", rollsLeft)
			}
			state, err := tipState(open, upper, y50)
			if err != nil {
				return err
			}
			card, err := aiyz.CardOf(state)
			if err != nil {
				return usagef("%s", unreachableWhy(state, upper))
			}
			t, err := loadTable(s, g, aiyz.LoadOptions{NoCache: noCache}, true)
			if err != nil {
				return err
			}
			rep, err := bestTip(t, card, hand, rollsLeft)
			if err != nil {
				return err
			}
			if asJSON {
				return json.NewEncoder(s.out).Encode(rep)
			}
			what := tipWords(rep)
			ev := "expected final score"
			if state != aiyz.Fresh {
				ev = "expected points from here to the end (on top of the card so far)"
			}
			fmt.Fprintf(s.out, "%s: %s; %s %.4f\n", hand, what, ev, rep.EV)
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&diceArg, "dice", "", "the five dice, such as 12346 (required)")
	f.IntVar(&rollsLeft, "rolls-left", 2, "rolls left this turn: 2, 1 or 0 (0 asks for a box)")
	f.StringVar(&open, "open", "", "comma-separated open boxes (1s..6s,3k,4k,fh,ss,ls,y,c); default all")
	f.IntVar(&upper, "upper", 0, "upper section total so far (0..63; more counts as 63)")
	f.BoolVar(&y50, "yahtzee50", false, "the Yahtzee box holds 50 (further Yahtzees earn 100)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object: hold (the dice to keep) or box, and ev")
	f.BoolVar(&noCache, "no-cache", false, "solve afresh instead of reading the cached table")
	return c
}

// tipState reads the position flags into a solver state.
func tipState(open string, upper int, y50 bool) (aiyz.State, error) {
	st := aiyz.Fresh
	if open != "" {
		st.Open = 0
		for _, name := range strings.Split(open, ",") {
			b, err := yz.ParseBox(strings.TrimSpace(name))
			if err != nil {
				return st, usagef("invalid argument %q for \"--open\" flag: %v", open, err)
			}
			st.Open |= 1 << b
		}
	}
	if upper < 0 {
		return st, usagef("invalid argument \"%d\" for \"--upper\" flag: want 0 to 63", upper)
	}
	st.Upper, st.Y50 = min(upper, yz.UpperBonusAt), y50
	return st, nil
}

// tipWords says a tip as a player would: "keep 6 6 and reroll three
// dice", "score it in Sm. straight", "keep all five and score them in
// Lg. straight": a box by its name on the card, never its short key.
func tipWords(rep tipReport) string {
	box := rep.Box
	if b, err := yz.ParseBox(rep.Box); err == nil {
		box = b.String()
	}
	rolled := dice.HandSize - len(rep.Hold)
	switch {
	case rep.Box != "" && rolled == 0:
		return "keep all five and score them in " + box
	case rep.Box != "":
		return "score it in " + box
	case rolled == dice.HandSize:
		return "reroll all five dice"
	}
	faces := make([]string, len(rep.Hold))
	for i, f := range rep.Hold {
		faces[i] = strconv.Itoa(f)
	}
	return fmt.Sprintf("keep %s and reroll %s", strings.Join(faces, " "), [...]string{1: "one die", 2: "two dice", 3: "three dice", 4: "four dice"}[rolled])
}

// unreachableWhy says in words why no game reaches the position of the
// tip flags; upper is the total as typed.
func unreachableWhy(st aiyz.State, upper int) string {
	var filled []string
	most := 0
	for b := yz.Ones; b <= yz.Sixes; b++ {
		if st.Open&(1<<b) == 0 {
			filled = append(filled, b.Key())
			most += dice.HandSize * b.Face()
		}
	}
	switch {
	case st.Y50 && st.Open&(1<<yz.Yahtzee) != 0:
		return "--yahtzee50 says the Yahtzee box holds 50, but --open lists it as open"
	case len(filled) == 0:
		return fmt.Sprintf("--upper %d: every upper box is open (--open), so the upper total is still 0", upper)
	case st.Upper > most:
		return fmt.Sprintf("--upper %d: the filled upper boxes (%s) add up to %d at most", upper, strings.Join(filled, ", "), most)
	}
	return fmt.Sprintf("--upper %d: the filled upper boxes (%s) cannot add up to that (each scores a multiple of its face)", upper, strings.Join(filled, ", "))
}

// bestTip is the optimal choice: a hold with rolls left, else a box.
func bestTip(t *aiyz.Table, card yz.Card, hand dice.Hand, rollsLeft int) (tipReport, error) {
	base := float64(card.Total())
	if rollsLeft == 0 {
		boxes := aiyz.Boxes(t, card, hand)
		if len(boxes) == 0 {
			return tipReport{}, usagef("no open box takes %s on that card", hand)
		}
		return tipReport{Box: boxes[0].Box.Key(), EV: boxes[0].EV - base}, nil
	}
	holds := aiyz.Holds(t, card, hand, rollsLeft, 1)
	if len(holds) == 0 {
		return tipReport{}, usagef("no hold to advise for %s on that card", hand)
	}
	h := holds[0]
	rep := tipReport{Hold: h.Hold.Faces(hand), EV: h.EV - base}
	if h.Hold == dice.FullMask { // keeping all five is scoring now: say where
		if boxes := aiyz.Boxes(t, card, hand); len(boxes) > 0 {
			rep.Box = boxes[0].Box.Key()
		}
	}
	return rep, nil
}
