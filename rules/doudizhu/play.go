package doudizhu

import (
	"fmt"
	"strings"
)

// Play is one way to play cards: its kind, its main rank (the lowest rank
// of a chain, the rank of a trio or four, the card of a solo), the number
// of groups of a chain (1 otherwise) and every card played.
type Play struct {
	Kind  Kind   `json:"kind"`
	Main  Rank   `json:"main"`
	Len   uint8  `json:"len,omitempty"`
	Cards Counts `json:"cards"`
}

// PassPlay is the pass.
var PassPlay = Play{Kind: Pass}

// IsPass reports whether p is the pass.
func (p Play) IsPass() bool { return p.Kind == Pass }

// Top is the highest rank of p's chain or main part.
func (p Play) Top() Rank { return p.Main + Rank(max(int(p.Len), 1)) - 1 }

// String writes the play's cards, or "pass".
func (p Play) String() string {
	if p.IsPass() {
		return "pass"
	}
	return p.Cards.String()
}

// Describe names the play for a player: "pair chain 3-5", "trio of 8s
// with a solo", "bomb of 2s", "rocket", "pass".
func (p Play) Describe() string {
	switch p.Kind {
	case Pass, Rocket:
		return p.Kind.String()
	case Solo:
		return "solo " + p.Main.Name()
	case Pair:
		return "pair of " + plural(p.Main)
	case Trio:
		return "trio of " + plural(p.Main)
	case TrioSolo:
		return "trio of " + plural(p.Main) + " with a solo"
	case TrioPair:
		return "trio of " + plural(p.Main) + " with a pair"
	case FourSolos:
		return "four " + plural(p.Main) + " with two solos"
	case FourPairs:
		return "four " + plural(p.Main) + " with two pairs"
	case Bomb:
		return "bomb of " + plural(p.Main)
	}
	run := fmt.Sprintf("%s-%s", p.Main.Name(), p.Top().Name())
	switch p.Kind {
	case PlaneSolos:
		return "airplane " + run + " with solos"
	case PlanePairs:
		return "airplane " + run + " with pairs"
	}
	return p.Kind.String() + " " + run
}

// plural writes a rank as "8s", "As".
func plural(r Rank) string { return r.Name() + "s" }

// Groups writes a play's cards grouped as a player reads them: "33-44-55",
// "888+4", "333444+57".
func (p Play) Groups() string {
	if p.IsPass() {
		return "pass"
	}
	if p.Kind == Rocket {
		return p.Cards.String()
	}
	g := p.Kind.group()
	var main []string
	n := max(int(p.Len), 1)
	for i := range n {
		main = append(main, strings.Repeat((p.Main+Rank(i)).String(), g))
	}
	sep := "-"
	if p.Kind == SoloChain {
		sep = ""
	}
	out := strings.Join(main, sep)
	var mainCards Counts
	for i := range n {
		mainCards[p.Main+Rank(i)] = uint8(g)
	}
	if rest := p.Cards.Minus(mainCards); !rest.Empty() {
		out += "+" + rest.String()
	}
	return out
}
