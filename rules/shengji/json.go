package shengji

import "encoding/json"

// declarationJSON is how a declaration reads in the JSON a program at a
// seat is sent: the strength in words and the suit's letter.
type declarationJSON struct {
	Strength string `json:"strength"`
	Suit     string `json:"suit"`
}

// MarshalJSON writes d as {"strength":"pair of level cards","suit":"H"}:
// the suit is "" for no trump and while nobody has declared. The jokers'
// pairs keep the words the protocol has always sent ("pair of small
// jokers", "pair of big jokers", as its cards are SJ and BJ), whatever the
// screen calls them.
func (d Declaration) MarshalJSON() ([]byte, error) {
	strength := d.Strength.String()
	switch d.Strength {
	case SmallJokers:
		strength = "pair of small jokers"
	case BigJokers:
		strength = "pair of big jokers"
	}
	return json.Marshal(declarationJSON{Strength: strength, Suit: d.Suit.Letter()})
}

// trumpJSON is how a trump context reads in the JSON a program at a seat
// is sent: the level rank as a card's corner prints it and the suit's
// letter.
type trumpJSON struct {
	Level string `json:"level"`
	Suit  string `json:"suit"`
}

// MarshalJSON writes t as {"level":"2","suit":"D"}: the suit is "" for
// no-trump, and the level "" until declaring is over.
func (t Trump) MarshalJSON() ([]byte, error) {
	level := ""
	if t.Level != 0 {
		level = t.Level.String()
	}
	return json.Marshal(trumpJSON{Level: level, Suit: t.Suit.Letter()})
}
