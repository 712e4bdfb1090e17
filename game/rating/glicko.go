package rating

import "math"

// Starting values and the system's constant (Glickman's suggestions).
const (
	// StartR is a new player's rating.
	StartR = 1500
	// StartRD is a new player's rating deviation, and the most any
	// deviation grows to.
	StartRD = 350
	// StartVol is a new player's volatility.
	StartVol = 0.06
	// Tau constrains how fast the volatility changes.
	Tau = 0.5
)

// Rating is a strength on the Glicko scale: R the rating, RD its
// deviation, Vol the volatility.
type Rating struct {
	R   float64 `json:"rating"`
	RD  float64 `json:"rd"`
	Vol float64 `json:"vol"`
}

// New returns a new player's rating: 1500, 350, 0.06.
func New() Rating { return Rating{R: StartR, RD: StartRD, Vol: StartVol} }

// Interval returns R ± 1.96 RD: the player's strength lies inside it
// with a probability of 95%.
func (r Rating) Interval() (lo, hi float64) {
	return r.R - 1.96*r.RD, r.R + 1.96*r.RD
}

// scale converts the display scale to Glicko-2's (173.7178 = 400/ln 10).
const scale = 173.7178

// epsilon is the convergence tolerance of the volatility's iteration.
const epsilon = 1e-6

// Game is one result of a rating period: against Opponent, Score 1 won,
// 0.5 drawn, 0 lost.
type Game struct {
	Opponent Rating
	Score    float64
}

// Update returns r after one rating period of games (Glickman's steps 2
// to 8). With no games only the deviation grows, as time without play
// makes a strength less certain; no deviation grows above StartRD.
func Update(r Rating, games []Game) Rating {
	mu, phi := (r.R-StartR)/scale, r.RD/scale
	if len(games) == 0 {
		return capped(Rating{R: r.R, RD: math.Sqrt(phi*phi+r.Vol*r.Vol) * scale, Vol: r.Vol})
	}
	var vInv, sum float64 // 1/v and the sum of g(φj)(sj - E)
	for _, gm := range games {
		muJ, phiJ := (gm.Opponent.R-StartR)/scale, gm.Opponent.RD/scale
		g := 1 / math.Sqrt(1+3*phiJ*phiJ/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-g*(mu-muJ)))
		vInv += g * g * e * (1 - e)
		sum += g * (gm.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	vol := volatility(phi, r.Vol, v, delta)
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return capped(Rating{R: muNew*scale + StartR, RD: phiNew * scale, Vol: vol})
}

// capped is r with its deviation no more than StartRD.
func capped(r Rating) Rating {
	r.RD = math.Min(r.RD, StartRD)
	return r
}

// volatility is Glickman's step 5: the new volatility, found by the
// Illinois algorithm.
func volatility(phi, sigma, v, delta float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for math.Abs(B-A) > epsilon {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}
