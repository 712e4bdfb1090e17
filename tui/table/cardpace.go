package table

// The pace of a card table, in the speed's delays (game.Speed.Delay: 0.6 s
// at normal speed, 1.2 s slow). Another seat's play stays PlayDelays
// (about a second at normal speed, two slow) before the next seat acts; a
// won trick stays TrickDelays (1.5 s; 3 s slow) with every play and the
// winner on the table, which keeps it until the next lead. While the cards
// are dealt a computer takes DealThink of a delay over each card (the
// whole pack in a few seconds), and a declaration stays PlayDelays.
const (
	PlayDelays  = 5.0 / 3
	TrickDelays = 2.5
	DealThink   = 0.04
)
