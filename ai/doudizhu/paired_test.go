package doudizhu

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// TestComparePairedRuns compares two runs of `sim doudizhu --log-dir`
// over the same games (the same --seed and --games, A the expert; unset:
// skipped): the logs in TEAHOUSE_PAIRED_OLD against those of the same
// names in TEAHOUSE_PAIRED_NEW. It reports each run's WP and points a game
// (the score the game keeps for A's side, doubles and shows counted), and
// the new run's gains with the standard errors of their differences
// paired by deal (a deal is two games, the seats traded).
func TestComparePairedRuns(t *testing.T) {
	oldDir, newDir := os.Getenv("TEAHOUSE_PAIRED_OLD"), os.Getenv("TEAHOUSE_PAIRED_NEW")
	if oldDir == "" || newDir == "" {
		t.Skip("set TEAHOUSE_PAIRED_OLD and TEAHOUSE_PAIRED_NEW to two --log-dir directories")
	}
	files, err := filepath.Glob(filepath.Join(oldDir, "*.jsonl"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	require.Zero(t, len(files)%2, "whole deals: two games each")
	var wins, points [2][]float64 // by run: each deal's mean over its two games
	same, better, worse := 0, 0, 0
	for i, f := range files {
		o, oe := sideResult(t, f)
		n, ne := sideResult(t, filepath.Join(newDir, filepath.Base(f)))
		if slices.Equal(oe, ne) {
			same++
		}
		switch {
		case n.won > o.won:
			better++
		case n.won < o.won:
			worse++
		}
		for r, x := range []result{o, n} {
			if i%2 == 0 {
				wins[r], points[r] = append(wins[r], 0), append(points[r], 0)
			}
			wins[r][i/2] += x.won / 2
			points[r][i/2] += x.points / 2
		}
	}
	wp, wpGain := pairedMeans(wins)
	pts, ptsGain := pairedMeans(points)
	t.Logf("%d games, %d played the same: WP %.4f -> %.4f, %+.4f ± %.4f (%d games better, %d worse); points a game %+.3f -> %+.3f, %+.3f ± %.3f",
		len(files), same, wp[0], wp[1], wpGain[0], wpGain[1], better, worse, pts[0], pts[1], ptsGain[0], ptsGain[1])
}

// result is a game's outcome for A's side: won 1 or 0, and its points.
type result struct{ won, points float64 }

// sideResult replays the log at path and returns its outcome for A's
// side (the expert's seats: the landlord's seat when the expert held it,
// else the peasants') and the actions played.
func sideResult(t *testing.T, path string) (result, []game.Entry[gd.Action]) {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	l, err := game.ReadLog[gd.Action](f, path, gd.Game.Name())
	require.NoError(t, err)
	s, err := game.Replay(gd.Game, l)
	require.NoError(t, err)
	ll := gd.Game.View(s, game.Omniscient).Landlord
	pts := float64(s.Scores()[ll]) // the landlord's score is the peasants' together, negated
	if l.Header.Players[ll].Level != "expert" {
		pts = -pts
	}
	r := result{points: pts}
	if pts > 0 {
		r.won = 1
	}
	return r, l.Entries
}

// pairedMeans are the means of xs[0] and xs[1], and the mean of their
// differences (xs[1] - xs[0]) with its standard error.
func pairedMeans(xs [2][]float64) (means, gain [2]float64) {
	d := make([]float64, len(xs[0]))
	for i := range d {
		d[i] = xs[1][i] - xs[0][i]
	}
	means[0], _ = meanSE(xs[0])
	means[1], _ = meanSE(xs[1])
	gain[0], gain[1] = meanSE(d)
	return means, gain
}
