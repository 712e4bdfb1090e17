package webreplay

import (
	"fmt"
	"slices"
	"strings"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/rules/cards"
	dz "teahouse/rules/doudizhu"
)

// Doudizhu draws a Dou Dizhu table: each seat's hand (face down with its
// size when the eyes cannot see it), its last play of the trick in front
// of it (the play that stands marked), its bid and score; in the middle
// the bottom cards once taken, the base and the multiplier, and each
// peasant's stake once a seat doubled.
func Doudizhu(_, v gd.View, _ []game.Event, names []string) Scene {
	var sc Scene
	for i := range gd.Seats {
		seat := game.Seat(i)
		box := SeatBox{Name: names[i], Turn: v.Phase != gd.PhaseOver && v.Turn == seat}
		switch {
		case v.Landlord == seat:
			box.Tags = append(box.Tags, "landlord")
		case v.Landlord != game.NoSeat:
			box.Tags = append(box.Tags, "peasant")
		}
		hand := Pile{Label: "hand", Cards: CardsOf(v.Hands[i].Cards())}
		for k, c := range v.Hands[i].Cards() {
			hand.Cards[k].Code = dz.RankOf(c).String() // a play names ranks only
		}
		if len(hand.Cards) == 0 {
			hand.Hidden = v.Sizes[i]
		}
		box.Piles = append(box.Piles, hand)
		if v.Acted[i] {
			play := Pile{Label: "plays", Note: "pass", Mark: v.Leader == seat && !v.Table.IsPass()}
			if !v.Last[i].IsPass() {
				play.Cards, play.Note = rankCards(v.Last[i].Cards), v.Last[i].Describe()
			}
			box.Piles = append(box.Piles, play)
		}
		if v.Open[i] {
			box.Tags = append(box.Tags, "face up ×4")
		}
		if v.Doubled[i] {
			box.Tags = append(box.Tags, "doubled ×2")
		}
		if v.Phase == gd.PhaseBid {
			switch b := v.Bids[i]; {
			case b < 0:
				box.Lines = append(box.Lines, "passed")
			case b > 0:
				box.Lines = append(box.Lines, fmt.Sprintf("bid %d", b))
			}
		}
		box.Lines = append(box.Lines, fmt.Sprintf("%d cards · score %d", v.Sizes[i], v.Scores[i]))
		sc.Seats = append(sc.Seats, box)
	}
	sc.Lines = append(sc.Lines, fmt.Sprintf("Deal %d of %d", v.Deal, v.Config.Deals))
	if v.Landlord != game.NoSeat {
		line := fmt.Sprintf("base %d × multiplier %d", v.Base, v.Multiplier())
		if v.Bombs > 0 {
			line += fmt.Sprintf(" (%d %s)", v.Bombs, plural(v.Bombs, "bomb", "bombs"))
		}
		sc.Lines = append(sc.Lines, line)
		if slices.Contains(v.Doubled[:], true) {
			sc.Lines = append(sc.Lines, "stakes "+stakes(v.Landlord, v.Stakes(), names))
		}
	}
	if bottom := v.Bottom.Cards(); len(bottom) > 0 {
		sc.Middle = append(sc.Middle, Pile{Label: "bottom", Cards: CardsOf(bottom)})
	}
	if n := len(v.Results); n > 0 && v.Phase != gd.PhasePlay {
		r := v.Results[n-1]
		worth := fmt.Sprintf("%d points a peasant", r.Points)
		if slices.Contains(r.Doubled[:], true) {
			worth = "stakes " + stakes(r.Landlord, r.Stakes, names)
		}
		sc.Lines = append(sc.Lines, fmt.Sprintf("Deal %d: %s went out; %s", r.Deal, names[r.Winner], worth))
	}
	return sc
}

// stakes writes each peasant's stake against the landlord: "P2 4, P3 8".
func stakes(landlord game.Seat, s [gd.Seats]int, names []string) string {
	var parts []string
	for i, n := range s {
		if game.Seat(i) != landlord {
			parts = append(parts, fmt.Sprintf("%s %d", names[i], n))
		}
	}
	return strings.Join(parts, ", ")
}

// rankCards are a play's cards, which in Dou Dizhu are ranks without
// suits: "10", "B" for the black joker, "R" for the red one, as the
// screen writes them.
func rankCards(c dz.Counts) []Card {
	var out []Card
	for r := range dz.Rank(dz.NumRanks) {
		text := r.Name()
		switch r {
		case dz.BlackJoker:
			text = cards.SmallJoker.Short()
		case dz.RedJoker:
			text = cards.BigJoker.Short()
		}
		for range c[r] {
			out = append(out, Card{Text: text, Red: r == dz.RedJoker, Joker: r.Joker()})
		}
	}
	return out
}
