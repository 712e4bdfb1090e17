package rating

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
