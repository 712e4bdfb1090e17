package rating

import (
	"errors"
	"fmt"
	"math"
)

// Pair is what a duel of two players measured: A's win proportion over
// B, the standard error of that proportion, and the deals it is over.
type Pair struct {
	// A and B index the players of a Fit.
	A, B int
	// WP is A's mean deal score (1 won, 0.5 drawn, 0 lost); SE its
	// standard error.
	WP, SE float64
	// Deals is the number of deals measured.
	Deals int
}

// Fitted are ratings fitted to pairs' win proportions, on the Elo scale:
// a player rated d above another beats it with probability
// 1/(1+10^(−d/400)). The players' mean is Mean.
type Fitted struct {
	// Ratings are the players' ratings, in the order of their indices.
	Ratings []float64
	// Cov is the ratings' covariance (the square of a rating's standard
	// error on its diagonal).
	Cov [][]float64
}

// Mean is the players' mean rating in a fit.
const Mean = 1500

// ErrFit: pairs from which no ratings can be fitted.
var ErrFit = errors.New("ratings cannot be fitted")

// Fit fits the ratings of players players to the pairs by weighted least
// squares on the pairs' logit differences: pair (a, b) says Ra − Rb =
// 400·log10(WP/(1−WP)), with the variance the delta method gives from SE
// (SE² over (WP(1−WP)·ln10/400)²), so a pair measured more closely (more
// deals, or the duplicate deals' lower variance) weighs more. A WP of 0 or
// 1 is moved by half a deal (to 0.5/Deals from its end) and an SE is at
// least half a deal's (0.5/Deals: the SE of deals all alike but one, off
// by half a point), so every pair weighs finitely. The ratings are
// centred on Mean; their covariance is that of the centred estimate.
// Every player must be joined to every other by pairs.
func Fit(players int, pairs []Pair) (Fitted, error) {
	if players < 2 {
		return Fitted{}, fmt.Errorf("%w: %d players, want 2 or more", ErrFit, players)
	}
	lap := square(players) // the weighted Laplacian of the pairs' graph
	rhs := make([]float64, players)
	for _, p := range pairs {
		if err := p.check(players); err != nil {
			return Fitted{}, err
		}
		d, v := p.difference()
		w := 1 / v
		lap[p.A][p.A] += w
		lap[p.B][p.B] += w
		lap[p.A][p.B] -= w
		lap[p.B][p.A] -= w
		rhs[p.A] += w * d
		rhs[p.B] -= w * d
	}
	// The Laplacian's pseudo-inverse, the covariance of ratings summing to
	// 0, is (L + cJ)⁻¹ − J/(cn²) for a connected graph (J all ones, any c
	// > 0); c = trace/n² keeps the sum's scale that of the weights.
	trace := 0.0
	for i := range players {
		trace += lap[i][i]
	}
	c := trace / float64(players*players)
	for i := range lap {
		for j := range lap[i] {
			lap[i][j] += c
		}
	}
	inv, ok := invert(lap)
	if trace == 0 || !ok {
		return Fitted{}, fmt.Errorf("%w: the pairs do not join every player to every other", ErrFit)
	}
	f := Fitted{Ratings: make([]float64, players), Cov: inv}
	for i := range inv {
		for j := range inv[i] {
			inv[i][j] -= 1 / trace
		}
	}
	for i := range players {
		r := 0.0
		for j := range players {
			r += inv[i][j] * rhs[j]
		}
		f.Ratings[i] = Mean + r
	}
	return f, nil
}

// check refuses a pair that is not of players players or not a
// measurement.
func (p Pair) check(players int) error {
	switch {
	case p.A < 0 || p.A >= players || p.B < 0 || p.B >= players || p.A == p.B:
		return fmt.Errorf("%w: pair %d against %d is not of two of %d players", ErrFit, p.A, p.B, players)
	case p.Deals < 1:
		return fmt.Errorf("%w: pair %d against %d has %d deals, want 1 or more", ErrFit, p.A, p.B, p.Deals)
	case !(p.WP >= 0 && p.WP <= 1) || !(p.SE >= 0) || math.IsInf(p.SE, 0):
		return fmt.Errorf("%w: pair %d against %d: WP %v ± %v is not a proportion and its error", ErrFit, p.A, p.B, p.WP, p.SE)
	}
	return nil
}

// difference returns the rating difference the pair measured, Ra − Rb,
// and its variance.
func (p Pair) difference() (d, variance float64) {
	half := 0.5 / float64(p.Deals)
	wp := min(max(p.WP, half), 1-half)
	se := max(p.SE, half)
	slope := wp * (1 - wp) * math.Ln10 / 400 // dWP/dd at d
	return 400 * math.Log10(wp/(1-wp)), se * se / (slope * slope)
}

// Interval returns player i's 95% interval: its rating ± 1.96 standard
// errors.
func (f Fitted) Interval(i int) (lo, hi float64) {
	e := 1.96 * math.Sqrt(max(0, f.Cov[i][i]))
	return f.Ratings[i] - e, f.Ratings[i] + e
}

// DiffSE returns the standard error of Ri − Rj.
func (f Fitted) DiffSE(i, j int) float64 {
	return math.Sqrt(max(0, f.Cov[i][i]+f.Cov[j][j]-2*f.Cov[i][j]))
}

// Significant reports whether players i and j differ significantly: by
// more than 1.96 standard errors of their difference.
func (f Fitted) Significant(i, j int) bool {
	return math.Abs(f.Ratings[i]-f.Ratings[j]) > 1.96*f.DiffSE(i, j)
}

// square returns an n×n matrix of zeros.
func square(n int) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
	}
	return m
}

// invert returns the inverse of m by Gauss–Jordan elimination with
// partial pivoting, m left unchanged; false when m is singular.
func invert(m [][]float64) ([][]float64, bool) {
	n := len(m)
	a, inv := square(n), square(n)
	for i := range n {
		copy(a[i], m[i])
		inv[i][i] = 1
	}
	scale := 0.0
	for i := range n {
		scale = max(scale, math.Abs(a[i][i]))
	}
	for col := range n {
		pivot := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[pivot][col]) {
				pivot = r
			}
		}
		if math.Abs(a[pivot][col]) <= 1e-12*scale {
			return nil, false
		}
		a[col], a[pivot] = a[pivot], a[col]
		inv[col], inv[pivot] = inv[pivot], inv[col]
		p := a[col][col]
		for j := range n {
			a[col][j] /= p
			inv[col][j] /= p
		}
		for r := range n {
			if r == col || a[r][col] == 0 {
				continue
			}
			k := a[r][col]
			for j := range n {
				a[r][j] -= k * a[col][j]
				inv[r][j] -= k * inv[col][j]
			}
		}
	}
	return inv, true
}
