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
	Seats []SeatBox `json:"seats,omitempty"`
	// Middle is what lies on the table between the seats: a trick, the
	// dealer's hand, the kitty, the dice of the turn.
	Middle []Pile `json:"middle,omitempty"`
	// Lines say what stands: the round, the trump, the multiplier.
	Lines []string `json:"lines,omitempty"`
	// Grid is a table of figures such as a score card; nil for none.
	Grid *Grid `json:"grid,omitempty"`
}

// SeatBox is one seat: its name, its marks, its cards or dice and its
// figures.
type SeatBox struct {
	Name string `json:"name"`
	// Tags are short words after the name: "landlord", "dealer".
	Tags []string `json:"tags,omitempty"`
	// Turn marks the seat the table waits for.
	Turn bool `json:"turn,omitempty"`
	// Piles are its hand, its last play, its bet.
	Piles []Pile `json:"piles,omitempty"`
	// Lines are its figures: points, chips, cards left.
	Lines []string `json:"lines,omitempty"`
	// Hint is what the game's hint said to the seat at this step, when
	// its player asked for it; nil for none.
	Hint *Hint `json:"hint,omitempty"`
}

// Hint is a hint's values as the screen's hint box gives them: a title,
// the value of each action, best first, and what the figures are.
type Hint struct {
	Title string    `json:"title"`
	Rows  []HintRow `json:"rows"`
	Lines []string  `json:"lines,omitempty"`
}

// HintRow is one action and its value ("+0.1234"); Best marks the best
// action, and Note says more ("best", "no chips").
type HintRow struct {
	Action string `json:"action"`
	Value  string `json:"value"`
	Note   string `json:"note,omitempty"`
	Best   bool   `json:"best,omitempty"`
}

// Pile is a labelled group of dice or cards. Hidden counts cards lying
// face down, drawn as one card back with the count on it (none for one);
// Note stands in for an empty pile ("pass").
type Pile struct {
	Label  string `json:"label,omitempty"`
	Dice   []Die  `json:"dice,omitempty"`
	Cards  []Card `json:"cards,omitempty"`
	Hidden int    `json:"hidden,omitempty"`
	Note   string `json:"note,omitempty"`
	// Mark picks the pile out: the play that wins the trick.
	Mark bool `json:"mark,omitempty"`
}

// Die is one die; Face 0 is a die the eyes cannot see.
type Die struct {
	Face int `json:"face"`
	// Held marks a die kept for the next roll.
	Held bool `json:"held,omitempty"`
}

// Card is one card face up as the page writes it: "10♥", "R" (the red
// joker).
type Card struct {
	Text string `json:"text"`
	// Red is true for hearts, diamonds and the red joker.
	Red bool `json:"red,omitempty"`
	// Joker draws the card as a joker.
	Joker bool `json:"joker,omitempty"`
	// Code is the card as an action writes it ("10H#1", in Dou Dizhu
	// the rank "T"): what a live table sends for the card chosen.
	Code string `json:"code,omitempty"`
	// Follows is the suit the card follows as in this deal, where a trump
	// takes cards out of their own suit (Shengji): "T" for a trump, else
	// the suit's letter; "" where there is none.
	Follows string `json:"follows,omitempty"`
}

// Grid is a table of figures: a heading row, then rows whose first cell
// names them.
type Grid struct {
	Head []string   `json:"head"`
	Rows [][]string `json:"rows"`
	// Mark picks out one cell, Rows[Mark[0]-1][Mark[1]]: the score just
	// written. The zero Mark picks none.
	Mark [2]int `json:"mark"`
}

// CardOf is the page's card for c; the zero Card should be counted as
// Hidden instead.
func CardOf(c cards.Card) Card {
	text := c.Face().String()
	if c.IsJoker() {
		text = c.Rank.Short() // as the screen writes it
	}
	code, _ := c.MarshalText() // a valid card always writes
	return Card{Text: text, Red: c.Suit.Red() || c.Rank == cards.BigJoker, Joker: c.IsJoker(), Code: string(code)}
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
