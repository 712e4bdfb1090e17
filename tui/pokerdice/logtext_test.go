package pokerdice

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

func TestLogLines(t *testing.T) {
	m := start(t, testEnv(false), setup(42, nil))
	seen := board{}
	seen.decided[0] = true
	seen.dice[0] = dice.Hand{3, 6, 5, 3, 6}
	relocking := seen
	relocking.relocking[0] = true
	win := gp.RoundResult{Round: 2, Winner: 1, Points: 2, Score: [2]int{1, 3},
		Ranks: [2]pd.Rank{pd.Evaluate(dice.Hand{1, 1, 2, 3, 4}), pd.Evaluate(dice.Hand{5, 5, 5, 2, 2})}}
	tests := []struct {
		name  string
		event game.Event
		seen  board
		want  []string
	}{
		{"round", gp.RoundStarted{Round: 2, Starter: 1}, board{}, []string{"── Round 2 ──", "AI (optimal) holds first."}},
		{"sudden death", gp.RoundStarted{Round: 6, Starter: 0}, board{}, []string{"── Round 6, sudden death ──", "You hold first."}},
		{"first roll", gp.DiceRolled{Seat: 0, Dice: dice.Hand{3, 6, 5, 3, 6}, Rolled: dice.FullMask}, board{}, []string{"You roll 3 6 5 3 6"}},
		{"hidden roll", gp.DiceRolled{Seat: 1, Rolled: dice.FullMask}, board{}, []string{"AI (optimal) rolls ? ? ? ? ?"}},
		{"reroll", gp.DiceRolled{Seat: 0, Dice: dice.Hand{3, 6, 1, 3, 6}, Rolled: 0b00100}, seen, []string{"You reroll 1 die: 3 6 1 3 6"}},
		{"reroll all", gp.DiceRolled{Seat: 0, Dice: dice.Hand{1, 2, 3, 4, 5}, Rolled: dice.FullMask}, seen, []string{"You reroll all: 1 2 3 4 5"}},
		{"hold", gp.HoldChosen{Seat: 0, Held: 0b10010}, seen, []string{"You hold dice 2, 5 (6 6)"}},
		{"hold of hidden dice", gp.HoldChosen{Seat: 1, Held: 0b00001}, seen, []string{"AI (optimal) holds die 1"}},
		{"hold nothing", gp.HoldChosen{Seat: 1}, seen, []string{"AI (optimal) holds nothing."}},
		{"relock", gp.HoldChosen{Seat: 0, Held: 0b00010}, relocking, []string{"You relock, keeping die 2 (6)"}},
		{"peek", gp.SkillUsed{Seat: 1, Skill: gp.SkillPeek, Die: 2, Face: 5}, seen, []string{"AI (optimal) peeks at your die 3: a 5."}},
		{"force", gp.SkillUsed{Seat: 0, Skill: gp.SkillForce, Die: 0}, seen, []string{"You force AI (optimal)'s die 1 to reroll."}},
		{"double", gp.SkillUsed{Seat: 0, Skill: gp.SkillDouble}, seen, []string{"You double the stake."}},
		{"stand", gp.Stood{Seat: 1}, seen, []string{"AI (optimal) stands."}},
		{"showdown", gp.RoundScored{Result: win}, seen, []string{"Round 2 showdown:", "  You: One pair, 1s",
			"  AI (optimal): Full house, 5s over 2s", "  AI (optimal) wins (+2), 1-3"}},
		{"match", gp.MatchOver{Winner: 1, Score: [2]int{1, 3}}, seen, []string{"AI (optimal) wins the match 3-1."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, m.describe(tc.event, tc.seen))
		})
	}
}

// Every event is logged once: a whole match leaves one heading per round.
func TestLogOncePerEvent(t *testing.T) {
	env := testEnv(false)
	env.Height = 200 // the whole log in view
	s := setup(42, nil, aiOptimal, aiSimple)
	m := start(t, env, s)
	view := m.View()
	for r := 1; r <= m.tbl.State().Round(); r++ {
		assert.Equal(t, 1, strings.Count(view, "── Round "+itoa(r)+" ──"), "round %d", r)
		assert.Equal(t, 1, strings.Count(view, "Round "+itoa(r)+" showdown:"), "round %d", r)
	}
	assert.Equal(t, 2, strings.Count(view, "wins the match"), "in the log and the prompt")
}

// The summary names the winner with their points first and every round.
func TestLogSummary(t *testing.T) {
	m := start(t, testEnv(false), setup(42, nil, aiOptimal, aiSimple))
	s := m.summary()
	assert.Regexp(t, `^AI \((optimal|simple)\) wins the match (\d)-(\d)$`, s[0])
	assert.Len(t, s, 2+len(m.results))
	for i, r := range m.results {
		assert.Contains(t, s[2+i], "R"+itoa(r.Round)+" ")
		assert.Contains(t, s[2+i], r.Ranks[0].String())
		assert.Contains(t, s[2+i], r.Ranks[1].String())
	}
}
