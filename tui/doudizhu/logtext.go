package doudizhu

import (
	"fmt"
	"slices"
	"strings"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// bidLabel is a bid as a seat says it: "bid 2".
func bidLabel(n int) string { return fmt.Sprintf("bid %d", n) }

// actionWords is what a seat said in the bidding, in phase: "bid 2",
// "pass", "call", "rob", "double ×2", "no double".
func actionWords(phase gd.Phase, kind gd.ActionKind, bid int) string {
	switch {
	case kind == gd.KindBid:
		return bidLabel(bid)
	case kind == gd.KindShow && phase == gd.PhaseOpen:
		return "play face up (×4)"
	case kind == gd.KindShow:
		return "show the hand (×2)"
	case kind == gd.KindKeep:
		return "keep the hand hidden"
	case phase == gd.PhaseDouble:
		return doubleWords(kind == gd.KindDouble)
	}
	return string(kind)
}

// doubleWords is a seat's choice to double or not, as its seat says it.
func doubleWords(double bool) string {
	if double {
		return "double ×2"
	}
	return "no double"
}

// biddingWords names a way of bidding for the log and the header.
func biddingWords(b gd.Bidding) string {
	switch b {
	case gd.CallAndRob:
		return "call and rob"
	case gd.NoBidding:
		return "no bidding"
	}
	return "score bidding"
}

// Opening is the screen's table.LogText.Opening: who sits where and how the session is
// played.
func (face) Opening(c ctx, v gd.View) []string { return plainLines(c, opening(c, v)) }

// opening is Opening before --ascii.
func opening(c ctx, v gd.View) []string {
	cfg := v.Config
	deals := "1 deal"
	if cfg.Deals != 1 {
		deals = fmt.Sprintf("%d deals", cfg.Deals)
	}
	lines := []string{fmt.Sprintf("Dou Dizhu, %s, %s, %s rules: %s.", deals, biddingWords(cfg.Bidding), cfg.Rules, strings.Join(c.Names, ", "))}
	switch cfg.ShowCards {
	case gd.ShowAfterBottom:
		lines = append(lines, "The landlord may show the hand before leading, for ×2.")
	case gd.ShowBeforeDeal:
		lines = append(lines, "Before each deal any seat may play it face up, for ×4; if none does, the landlord may show the hand before leading, for ×2.")
	}
	if cfg.Bidding == gd.CallAndRob && cfg.RobBack {
		lines = append(lines, "When another seat robs, the caller may rob back once.")
	}
	if cfg.Doubling {
		lines = append(lines, "Once the landlord has the bottom, each seat may double its own stake (×2), the peasants first.")
	}
	if cfg.Cap > 0 {
		lines = append(lines, fmt.Sprintf("A deal is worth at most %d to a peasant.", cfg.Cap))
	}
	return append(lines, dealtLine(c, v.Deal, v.First, false))
}

// dealtLine opens a deal in the log.
func dealtLine(c ctx, deal int, first game.Seat, redeal bool) string {
	g := c.Glyphs()
	if redeal {
		return fmt.Sprintf("Nobody bid: the cards are dealt again. %s to bid first.", c.Names.Does(first, "are", "is"))
	}
	return fmt.Sprintf("%s Deal %d %s %s first.", g.Rule, deal, g.Rule, c.Names.Does(first, "bid", "bids"))
}

// Describe is the screen's table.LogText.Describe: the log lines of one event, as the
// seed's log has them: the seat, the play, its type and the cards left;
// seen is the session as the log's reader saw it before the event.
func (face) Describe(c ctx, seen, after gd.View, e game.Event) []string {
	return plainLines(c, describe(c, seen, after, e))
}

// describe is Describe before --ascii.
func describe(c ctx, seen, after gd.View, e game.Event) []string {
	n := c.Names
	switch e := e.(type) {
	case gd.DealOpened:
		return []string{dealtLine(c, e.Deal, e.First, false)}
	case gd.OpenChosen:
		if e.Open {
			return []string{n.Does(e.Seat, "play", "plays") + " this deal face up (×4)."}
		}
		return []string{n.Does(e.Seat, "keep", "keeps") + " the hand hidden."}
	case gd.Dealt:
		var lines []string
		switch {
		case e.Redeal:
			lines = append(lines, dealtLine(c, e.Deal, e.First, e.Redeal))
		case seen.Config.ShowCards == gd.ShowBeforeDeal:
			lines = append(lines, "The cards are dealt.")
		case e.Deal != 1:
			lines = append(lines, dealtLine(c, e.Deal, e.First, e.Redeal))
		}
		for i, open := range e.Open {
			if open {
				whose := c.Names.Whose(game.Seat(i))
				lines = append(lines, fmt.Sprintf("%s%s hand face up: %s.", strings.ToUpper(whose[:1]), whose[1:], setText(e.Hands[i])))
			}
		}
		return lines // deal 1 dealt at once: the opening said it
	case gd.Bidded:
		switch e.Action {
		case gd.KindBid:
			return []string{n.Does(e.Seat, "bid", "bids") + fmt.Sprintf(" %d.", e.Bid)}
		case gd.KindCall:
			return []string{n.Does(e.Seat, "call", "calls") + " for the landlord."}
		case gd.KindRob:
			if e.Seat == seen.Caller {
				return []string{n.Does(e.Seat, "rob", "robs") + fmt.Sprintf(" back: base %d.", e.Base)}
			}
			return []string{n.Does(e.Seat, "rob", "robs") + fmt.Sprintf(" the landlord: base %d.", e.Base)}
		}
		if seen.Phase == gd.PhaseRob && e.Seat == seen.Caller {
			return []string{n.Does(e.Seat, "do", "does") + " not rob back."}
		}
		if seen.Phase == gd.PhaseRob {
			return []string{n.Does(e.Seat, "do", "does") + " not rob."}
		}
		return []string{n.Does(e.Seat, "pass.", "passes.")}
	case gd.LandlordChosen:
		return []string{fmt.Sprintf("%s the landlord at base %d and %s the bottom cards %s.",
			n.Does(e.Seat, "are", "is"), e.Base, n.Verb(e.Seat, "take", "takes"), setText(e.Bottom))}
	case gd.DoubleChosen:
		line := n.Does(e.Seat, "do", "does") + " not double."
		if e.Double {
			line = n.Does(e.Seat, "double", "doubles") + " (×2)."
		}
		if e.Seat == after.Landlord && slices.Contains(after.Doubled[:], true) {
			return []string{line, "Stakes: " + stakesWords(c, after.Landlord, after.Stakes(), fullName) + "."}
		}
		return []string{line}
	case gd.HandShown:
		if e.Shown {
			return []string{fmt.Sprintf("%s the hand (×2): %s.", n.Does(e.Seat, "show", "shows"), setText(e.Hand))}
		}
		return []string{n.Does(e.Seat, "keep", "keeps") + " the hand hidden."}
	case gd.Played:
		left := fmt.Sprintf("%d left", e.Left)
		if e.Play.IsPass() {
			return []string{n.Does(e.Seat, "pass", "passes") + "."}
		}
		lines := []string{fmt.Sprintf("%s %s, %s %s %s.", n.Does(e.Seat, "play", "plays"), e.Play.Groups(), e.Play.Describe(), c.Glyphs().Dot, left)}
		if e.Left == 1 || e.Left == 2 { // 报单, 报双: a play leaves it so once at most
			lines = append(lines, n.Does(e.Seat, "have", "has")+" "+leftWords(e.Left))
		}
		return lines
	case gd.Doubled:
		what := "The stake doubles"
		switch seen.Table.Kind { // the play that doubled it, just made
		case dz.Rocket:
			what = "The rocket doubles the stake"
		case dz.Bomb:
			what = "The bomb doubles the stake"
		}
		return []string{fmt.Sprintf("%s: ×%d.", what, e.Multiplier)}
	case gd.TrickWon:
		return []string{n.Does(e.Seat, "lead", "leads") + " again."}
	case gd.DealOver:
		return resultLines(c, e.Result, seen.Config.Bidding)
	case gd.SessionOver:
		return []string{"The session is over: " + scoresWords(c, e.Scores) + "."}
	}
	return nil
}

// setText writes cards in rank notation, highest first, as the hand is
// shown: "R B 2 A K".
func setText(s dz.Set) string {
	cs := s.Cards()
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = dz.RankOf(c).String()
	}
	return strings.Join(parts, " ")
}

// resultLines say who won a deal and what it was worth, bid as b says.
func resultLines(c ctx, r gd.DealResult, b gd.Bidding) []string {
	n := c.Names
	side := "the peasants win"
	if r.LandlordWon() {
		side = "the landlord wins"
	}
	lines := []string{
		fmt.Sprintf("%s out: %s.", n.Does(r.Winner, "go", "goes"), side),
		"Stake: " + multiplierWords(r, b) + ".",
	}
	if slices.Contains(r.Doubled[:], true) {
		lines = append(lines, fmt.Sprintf("Doubled by %s: %s.", doublersWords(c, r), stakesWords(c, r.Landlord, r.Stakes, fullName)))
	}
	return append(lines, scoresWords(c, r.Delta)+" "+c.Glyphs().Dot+" total "+scoresWords(c, r.Scores)+".")
}

// fullName is a seat's name as the log writes it.
func fullName(c ctx, seat game.Seat) string { return c.Names[seat] }

// doublersWords names the seats that doubled: "P2 and the landlord".
func doublersWords(c ctx, r gd.DealResult) string {
	var who []string
	for i, d := range r.Doubled {
		if d {
			who = append(who, c.Names[i])
		}
	}
	if len(who) == 1 {
		return who[0]
	}
	return strings.Join(who[:len(who)-1], ", ") + " and " + who[len(who)-1]
}

// stakesWords writes each peasant's stake against the landlord, each
// seat named by name: "P2 AI (rule) 4, P3 AI (rule) 2".
func stakesWords(c ctx, landlord game.Seat, stakes [gd.Seats]int, name func(ctx, game.Seat) string) string {
	var parts []string
	for i, s := range stakes {
		if seat := game.Seat(i); seat != landlord {
			parts = append(parts, fmt.Sprintf("%s %d", name(c, seat), s))
		}
	}
	return strings.Join(parts, ", ")
}

// multiplierWords writes a deal's worth out: "bid 3 × rocket 2 × bomb 2
// × spring 2 = 24", and the cap when it applied. The base is the bid, or with other
// biddings the base.
func multiplierWords(r gd.DealResult, b gd.Bidding) string {
	terms := []string{bidLabel(r.Base)}
	if b != gd.ScoreBids {
		terms[0] = fmt.Sprintf("base %d", r.Base)
	}
	bombs := r.Bombs
	if r.Rocket {
		terms, bombs = append(terms, "rocket 2"), bombs-1
	}
	switch {
	case bombs > 3:
		terms = append(terms, fmt.Sprintf("%d bombs %d", bombs, 1<<min(bombs, 30)))
	default:
		for range bombs {
			terms = append(terms, "bomb 2")
		}
	}
	if r.Shown {
		terms = append(terms, "shown 2")
	}
	if r.Spring {
		terms = append(terms, "spring 2")
	}
	if r.Anti {
		terms = append(terms, "anti-spring 2")
	}
	words := strings.Join(terms, " × ")
	if len(terms) > 1 || r.Capped {
		words += fmt.Sprintf(" = %d", uncapped(r))
	}
	if r.Capped {
		words += fmt.Sprintf(", capped at %d", r.Points)
	}
	return words
}

// uncapped is what a deal was worth before the cap.
func uncapped(r gd.DealResult) int {
	n := r.Bombs
	for _, d := range []bool{r.Shown, r.Spring, r.Anti} {
		if d {
			n++
		}
	}
	return r.Base << min(n, 30)
}

// scoresWords writes each seat's score: "You +6, P2 -3, P3 -3".
func scoresWords(c ctx, s [gd.Seats]int) string {
	parts := make([]string, gd.Seats)
	for i := range parts {
		parts[i] = fmt.Sprintf("%s %+d", c.Names[i], s[i])
	}
	return strings.Join(parts, ", ")
}

// Summary is the screen's table.LogText.Summary: the session's scores and who won.
func (face) Summary(c ctx, o game.Outcome) []string {
	if !o.Over {
		return nil
	}
	var win []string
	for _, s := range o.Winners {
		win = append(win, c.Names[s])
	}
	lines := []string{fmt.Sprintf("%s the session.", joinNames(win, verbFor(win)))}
	for i, s := range o.Seats {
		lines = append(lines, fmt.Sprintf("%s: %s", c.Names[i], s.Line))
	}
	return lines
}

// verbFor is "win" for You or several winners, else "wins".
func verbFor(names []string) string {
	if len(names) == 1 && names[0] != "You" {
		return "wins"
	}
	return "win"
}

// joinNames writes "A", "A and B", "A, B and C" followed by verb.
func joinNames(names []string, verb string) string {
	switch len(names) {
	case 0:
		return "Nobody " + verb + "s"
	case 1:
		return names[0] + " " + verb
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " " + verb
}
