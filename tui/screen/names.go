package screen

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
)

// Names are the seats' names as a game screen writes them; the seat
// playing as "You" is written in the second person.
type Names []string

// SeatNames names seats seats for the screen from the players sitting in
// them (missing or unnamed ones by seat, "P3"): the one person at this
// keyboard is "You", the others by their Label. Players of the same name
// are told apart by their seat: "P1 AI (optimal)", "P2 AI (optimal)".
func SeatNames(ps []game.Player, seats int) Names { return seatNames(ps, seats, true) }

// Labels names seats seats as SeatNames does, but every seat in the third
// person, a person by name: for a page read by someone else.
func Labels(ps []game.Player, seats int) Names { return seatNames(ps, seats, false) }

// seatNames is SeatNames, with the one person here as "You" when you is
// set.
func seatNames(ps []game.Player, seats int, you bool) Names {
	n := make(Names, seats)
	count := map[string]int{}
	people := 0
	for _, p := range ps {
		if p.Kind == game.Human {
			people++
		}
	}
	for i := range n {
		n[i] = game.Seat(i).String()
		switch {
		case i >= len(ps):
		case you && ps[i].Kind == game.Human && people == 1:
			n[i] = "You"
		case Label(ps[i]) != "":
			n[i] = Label(ps[i])
		}
		count[n[i]]++
	}
	for i := range n {
		if count[n[i]] > 1 {
			n[i] = game.Seat(i).String() + " " + n[i]
		}
	}
	return n
}

// Does writes "<name> <verb>": "You win" for the seat named You, else
// "AI (optimal) wins".
func (n Names) Does(seat game.Seat, you, they string) string {
	return n[seat] + " " + n.Verb(seat, you, they)
}

// Verb is the verb that agrees with the seat's name, where the name is not
// written before it: you for the seat named You, else they.
func (n Names) Verb(seat game.Seat, you, they string) string {
	if n[seat] == "You" {
		return you
	}
	return they
}

// Whose writes the possessive of a seat's name: "your", "AI (optimal)'s".
func (n Names) Whose(seat game.Seat) string {
	if n[seat] == "You" {
		return "your"
	}
	return n[seat] + "'s"
}

// Reason turns a refusal from a game into a sentence for a status line:
// its reason, with the first letter capitalised.
func Reason(err error) string {
	s := game.Reason(err)
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Fit fits the name of seat in w cells: a computer's "P2 AI (optimal)" or
// "AI (optimal)" becomes "AI optimal", then "optimal"; a name that still
// does not fit gives way to the seat, "P2" (cut to w).
func (n Names) Fit(seat game.Seat, w int) string {
	name := n[seat]
	if ansi.StringWidth(name) <= w {
		return name
	}
	if level, ok := AILevel(name); ok {
		for _, short := range []string{"AI " + level, level} {
			if ansi.StringWidth(short) <= w {
				return short
			}
		}
	}
	return ansi.Truncate(seat.String(), max(0, w), "")
}

// FitApart fits the name of seat in w cells as Fit does, but computers of
// the same level keep their seat, "P2 basic", which the log names them by,
// as long as it fits: where several seats show side by side.
func (n Names) FitApart(seat game.Seat, w int) string {
	name := n[seat]
	if ansi.StringWidth(name) > w && strings.HasPrefix(name, seat.String()+" ") {
		if level, ok := AILevel(name); ok && len(seat.String())+1+len(level) <= w {
			return seat.String() + " " + level
		}
	}
	return n.Fit(seat, w)
}

// AILevel reads the level of a computer's name such as "AI (optimal)" or
// "P2 AI (optimal)".
func AILevel(name string) (string, bool) {
	i := strings.Index(name, "AI (")
	if i < 0 || !strings.HasSuffix(name, ")") {
		return "", false
	}
	return name[i+4 : len(name)-1], true
}
