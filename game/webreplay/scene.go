package webreplay

import (
	"teahouse/game"
	"teahouse/rules/cards"
	"teahouse/rules/dice"
)

// Scene is the table at one step as the page's eyes saw it, in pieces a
// page draws: seats, what lies between them and what stands. It holds
// only what the view it was built from holds.
type Scene struct {
	// Seats are the players' places, in seat order.
	Seats []SeatBox
	// Middle is what lies on the table between the seats: a trick, the
	// dealer's hand, the kitty, the dice of the turn.
	Middle []Pile
	// Lines say what stands: the round, the trump, the multiplier.
	Lines []string
	// Grid is a table of figures such as a score card; nil for none.
	Grid *Grid
}

// SeatBox is one seat: its name, its marks, its cards or dice and its
// figures.
type SeatBox struct {
	Name string
	// Tags are short words after the name: "landlord", "dealer".
	Tags []string
	// Turn marks the seat the table waits for.
	Turn bool
	// Piles are its hand, its last play, its bet.
	Piles []Pile
	// Lines are its figures: points, chips, cards left.
	Lines []string
	// Hint is what the game's hint said to the seat at this step, when
	// its player asked for it; nil for none.
	Hint *Hint
}

// Hint is a hint's values as the screen's hint box gives them: a title,
// the value of each action, best first, and what the figures are.
type Hint struct {
	Title string
	Rows  []HintRow
	Lines []string
}

// HintRow is one action and its value ("+0.1234"); Best marks the best
// action, and Note says more ("best", "no chips").
type HintRow struct {
	Action, Value, Note string
	Best                bool
}

// Pile is a labelled group of dice or cards. Hidden counts cards lying
// face down, drawn as one card back with the count on it (none for one);
// Note stands in for an empty pile ("pass").
type Pile struct {
	Label  string
	Dice   []Die
	Cards  []Card
	Hidden int
	Note   string
	// Mark picks the pile out: the play that wins the trick.
	Mark bool
}

// Die is one die; Face 0 is a die the eyes cannot see.
type Die struct {
	Face int
	// Held marks a die kept for the next roll.
	Held bool
}

// Card is one card face up as the page writes it: "10♥", "R" (the red
// joker).
type Card struct {
	Text string
	// Red is true for hearts, diamonds and the red joker.
	Red bool
	// Joker draws the card as a joker.
	Joker bool
}

// Grid is a table of figures: a heading row, then rows whose first cell
// names them.
type Grid struct {
	Head []string
	Rows [][]string
	// Mark picks out one cell, Rows[Mark[0]-1][Mark[1]]: the score just
	// written. The zero Mark picks none.
	Mark [2]int
}

// CardOf is the page's card for c; the zero Card should be counted as
// Hidden instead.
func CardOf(c cards.Card) Card {
	text := c.Face().String()
	if c.IsJoker() {
		text = c.Rank.Short() // as the screen writes it
	}
	return Card{Text: text, Red: c.Suit.Red() || c.Rank == cards.BigJoker, Joker: c.IsJoker()}
}

// CardsOf is the page's cards for cs, face-down (zero) cards left out.
func CardsOf(cs []cards.Card) []Card {
	out := make([]Card, 0, len(cs))
	for _, c := range cs {
		if !c.IsZero() {
			out = append(out, CardOf(c))
		}
	}
	return out
}

// DiceOf is the page's dice for h with the dice of held marked.
func DiceOf(h dice.Hand, held dice.Mask) []Die {
	out := make([]Die, len(h))
	for i, f := range h {
		out[i] = Die{Face: f, Held: held.Has(i)}
	}
	return out
}

// SceneOf draws the table of one step from the eyes' view after it, the
// view before it (the same view for the opening) and the step's events:
// Pokerdice, Yahtzee, Blackjack, Doudizhu and Shengji are the games'.
type SceneOf[V any] func(prev, v V, events []game.Event, names []string) Scene
