package blackjack

import (
	"testing"

	"teahouse/game"
)

// BenchmarkRound plays whole one-seat rounds through Reduce: bet the
// minimum, hit below 17, decline insurance.
func BenchmarkRound(b *testing.B) {
	s, err := Game.New(Config{}, 1)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		start := s.Round()
		for s.Round() == start {
			a := Stand()
			switch s.phase {
			case PhaseBetting:
				a = Bet(10)
				if s.spots[0].SatOut {
					a = Rebuy()
				}
			case PhaseInsurance:
				a = Decline()
			case PhasePlay:
				if t, _ := s.spots[0].Hands[s.hand].Total(); t < 17 {
					a = Hit()
				}
			}
			s, _, err = Game.Reduce(s, 0, a)
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkViewOf measures building a seat's view.
func BenchmarkViewOf(b *testing.B) {
	s, _ := Game.New(Config{Seats: 5}, 1)
	b.ReportAllocs()
	for b.Loop() {
		_ = Game.View(s, game.Seat(0))
	}
}
