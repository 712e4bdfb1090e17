package shengji

import (
	"fmt"
	"math"

	gs "teahouse/game/shengji"
)

// Estimate is one candidate of an evaluated decision: the action and its
// estimated worth to the seat's team (the points it takes from here on,
// and 40 points for each level the deal's result goes its way: see
// world.worth), with that value's standard error.
type Estimate struct {
	Action gs.Action
	Value  float64
	SE     float64
}

// Evaluation is a decision weighed from its seat's view by the expert's
// own search: the candidates, played out on the same samples while they
// stayed in the running, and the one the expert plays.
type Evaluation struct {
	// Kind is the decision: "declare", "bury" or "play".
	Kind string
	// Choices are the candidates; Best is the expert's choice of them.
	Choices []Estimate
	Best    int
	// Samples is how many deals were sampled, 0 for a forced decision.
	Samples int
	worths  [][]int
}

// GapSE is the standard error of Choices[i].Value - Choices[j].Value:
// the error of the mean difference of their worths on the samples both
// were played on.
func (e Evaluation) GapSE(i, j int) float64 {
	n := min(len(e.worths[i]), len(e.worths[j]))
	if n < 2 {
		return 0
	}
	_, se := pairedGap(e.worths[i][:n], e.worths[j][:n])
	return se
}

// Evaluate weighs the viewer's decision in v, a burial or a play, as the
// expert decides it with samples samples at most and its search seeded
// with seed (the expert at a live table is seed 0 and DefaultSamples):
// so its Best is the expert's choice, the hint's. A declaration or a
// pass while the cards are dealt is weighed by the same search over
// whole deals imagined from the view (declareAmong), as the expert
// declares. Each candidate's value is measured against the
// longest-searched one on the samples it was played on (search.values). also, when not among the candidates, is
// weighed beside them on the same samples (a review asks for the action
// made). It reads the view only.
func Evaluate(v gs.View, samples int, seed uint64, also ...gs.Action) (Evaluation, error) {
	if v.Turn != v.Viewer || v.Phase == gs.PhaseOver {
		return Evaluation{}, fmt.Errorf("evaluate: %s is not to declare, bury or play", v.Viewer)
	}
	if samples < 1 {
		return Evaluation{}, fmt.Errorf("evaluate: %d samples: want 1 or more", samples)
	}
	e := expertPlayer{samples: samples, work: DefaultWork * samples / DefaultSamples, seed: seed}
	kind, extra := "play", make([]gs.Set, 0, len(also))
	for _, a := range also {
		if err := v.Check(a); err != nil {
			return Evaluation{}, fmt.Errorf("evaluate %s: %w", a, err)
		}
		extra = append(extra, a.Cards)
	}
	var sr search
	switch v.Phase {
	case gs.PhaseDeal:
		kind = "declare"
		var err error
		if sr, err = e.declareAmong(v, extra); err != nil {
			return Evaluation{}, err
		}
	case gs.PhaseBury:
		kind = "bury"
		sr = e.buryAmong(v, burials(v.Mine().Cards(), v.Trump), extra)
	default:
		sr = e.chooseAmong(v, extra)
	}
	ev := Evaluation{Kind: kind, Best: sr.best(), Samples: sr.samples, worths: sr.worths}
	values := sr.values()
	ref := sr.worths[sr.ref()]
	_, refSE := pairedGap(ref, make([]int, len(ref)))
	for i, c := range sr.cands {
		a := gs.Play(c)
		switch kind {
		case "declare":
			a = declaration(c)
		case "bury":
			a = gs.Bury(c)
		}
		_, gapSE := pairedGap(sr.worths[i], ref[:len(sr.worths[i])])
		ev.Choices = append(ev.Choices, Estimate{Action: a, Value: values[i], SE: math.Hypot(refSE, gapSE)})
	}
	return ev, nil
}
