package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/rating"
)

// ladderDeals is the option a game of several deals is played by: the
// ladder plays games of one deal, so its --deals counts deals.
const ladderDeals = "deals"

func newLadder(s streams, g *globals) *cobra.Command {
	var games []*cobra.Command
	for _, e := range simGames(s, g) {
		games = append(games, newLadderGame(s, g, e))
	}
	ladder := gameParent("ladder", "rank computer levels and programs by a round robin of duplicate deals: ratings with 95% intervals", games...)
	for _, c := range ladder.Commands() {
		endProgramsOnSignal(c)
	}
	return ladder
}

// newLadderGame is `ladder GAME` for a game of the catalog: every pair of
// players plays a duel (catalog.Duel) on the same seed, and the ratings
// are fitted to the pairs' win proportions (rating.Fit).
func newLadderGame(s streams, g *globals, e catalog.Entry) *cobra.Command {
	info, runs := e.Info(), e.Runs()
	if info.Unrated != "" {
		return &cobra.Command{
			Use:                info.Name,
			Short:              fmt.Sprintf("not laddered: %s is %s", info.Title, info.Unrated),
			DisableFlagParsing: true,
			RunE: func(*cobra.Command, []string) error {
				return usagef("ladder %s: %s is %s, not player against player: it has no ladder", info.Name, info.Title, info.Unrated)
			},
		}
	}
	var (
		duel      catalog.Duel
		asJSON    bool
		landmarks string
		players   = &ladderPlayers{levels: runs.Levels}
	)
	c := &cobra.Command{
		Use:   info.Name,
		Short: fmt.Sprintf("rank players of %s: every pair plays deals twice, seats traded; ratings with 95%% intervals", info.Title),
		Long:  ladderLong(info),
		Args:  noArgs,
	}
	f := c.Flags()
	var opts []game.Option
	for _, o := range info.Options {
		if o.Key != ladderDeals {
			opts = append(opts, o)
		}
	}
	settings := optionFlags(f, opts)
	c.RunE = func(*cobra.Command, []string) error {
		switch {
		case len(players.players) < 2:
			return usagef("ladder %s: --players: name 2 or more players, comma-separated", info.Name)
		case duel.Deals < 1:
			return usagef("invalid argument \"%d\" for \"--deals\" flag: want a positive number", duel.Deals)
		case duel.Workers < 0:
			return usagef("invalid argument \"%d\" for \"--workers\" flag: want 0 (one per core) or more", duel.Workers)
		}
		if landmarks != "" {
			if err := checkLandmarkPlayers(info, players.players); err != nil {
				return usagef("ladder %s: %v", info.Name, err)
			}
		}
		duel.Settings, duel.Bot = settings(), g.botOptions(s)
		if _, ok := info.Option(ladderDeals); ok {
			duel.Settings[ladderDeals] = "1"
		}
		start := time.Now()
		lad, err := runLadder(context.Background(), e, duel, players.players, s.err)
		if errors.Is(err, catalog.ErrBadRun) || errors.Is(err, game.ErrBadOption) {
			return usagef("%s", game.Reason(err))
		}
		if err != nil {
			return err
		}
		if landmarks != "" {
			if err := writeLandmarks(landmarks, lad); err != nil {
				return err
			}
		}
		games := 0
		for _, p := range lad.Pairs {
			games += p.Games
		}
		return report(s, asJSON, lad, func() { lad.Print(s.out) }, games, "games", time.Since(start).Seconds())
	}
	f.Var(players, "players", "the players, comma-separated, 2 or more: ai:LEVEL (or LEVEL: "+orList(runs.Levels)+") or exec:COMMAND")
	f.IntVar(&duel.Deals, "deals", runs.Games/2, "deals each pair plays, each deal twice with the seats traded")
	seedVar(f, &duel.Seed, 1, "seed; every pair plays the same deals, and the same seed gives the same output")
	f.IntVar(&duel.Workers, "workers", 0, "games played at once (0: one per core); each worker starts its own program seats")
	f.StringVar(&landmarks, "landmarks", "", "write the ratings into this landmarks file (ai/landmarks.json: make landmarks), replacing the game's: the players must be every computer level")
	f.BoolVar(&asJSON, "json", false, "print one JSON object: the players best first with their ratings and intervals, and the pairs")
	return c
}

// ladderLong is what `ladder GAME --help` says.
func ladderLong(i catalog.Info) string {
	s := fmt.Sprintf("ladder %s plays a round robin of %s among the players: every pair plays --deals\n"+
		"deals, each twice on the same seed with the players trading seats, and the players'\n"+
		"ratings (Elo scale, mean 1500) are fitted to the pairs' win proportions, each with a\n"+
		"95%% interval. Every pair plays the same deals: a pair's win proportion is what\n"+
		"sim %s measures on the same seed.\n", i.Name, i.Title, i.Name)
	if _, ok := i.Option(ladderDeals); ok {
		s += "A game is one deal (the game's --deals option is 1).\n"
	}
	return s + "See docs/ratings.md."
}

// ladderPlayers is --players: two or more players, no one twice.
type ladderPlayers struct {
	players []game.Player
	levels  []string
}

func (p *ladderPlayers) String() string {
	var out []string
	for _, pl := range p.players {
		out = append(out, seatSpec(pl))
	}
	return strings.Join(out, ",")
}

func (p *ladderPlayers) Type() string { return seatType(true) + ",..." }

func (p *ladderPlayers) Set(s string) error {
	var players []game.Player
	parts := strings.Split(s, ",")
	for k := 0; k < len(parts); k++ {
		part := strings.TrimSpace(parts[k])
		if k+1 < len(parts) && slices.Contains(p.levels, part+","+strings.TrimSpace(parts[k+1])) { // a team level such as mixed:rule,greedy
			k++
			part += "," + strings.TrimSpace(parts[k])
		}
		one := &playerFlag{levels: p.levels, headless: true}
		if err := one.Set(part); err != nil {
			return err
		}
		if slices.ContainsFunc(players, func(q game.Player) bool { return catalog.PlayerName(q) == catalog.PlayerName(one.player) }) {
			return fmt.Errorf("%s is named twice: each player once", seatSpec(one.player))
		}
		players = append(players, one.player)
	}
	if len(players) < 2 {
		return fmt.Errorf("want 2 or more players, comma-separated")
	}
	p.players = players
	return nil
}

// Ladder is what a ladder measured: it is written as JSON as it is.
type Ladder struct {
	Game  string `json:"game"`
	Seed  uint64 `json:"seed"`
	Deals int    `json:"deals"`
	// Players are the players' ratings, best first.
	Players []LadderPlayer `json:"players"`
	// Pairs are the duels, in the order of the players given.
	Pairs []LadderPair `json:"pairs"`
	// Ranking compares each player with the next below it.
	Ranking []LadderStep `json:"ranking"`
}

// LadderPlayer is one player's fitted rating.
type LadderPlayer struct {
	Name string `json:"name"`
	// Rating is on the Elo scale, the players' mean 1500; Low and High
	// its 95% interval.
	Rating float64 `json:"rating"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
	// Games counts the games the player played, over all its pairs.
	Games int `json:"games"`
}

// LadderPair is one duel: A's win proportion over B.
type LadderPair struct {
	A  string  `json:"a"`
	B  string  `json:"b"`
	WP float64 `json:"wp"`
	SE float64 `json:"se"`
	// Games counts the games played, Deals the deals (each twice).
	Games     int      `json:"games"`
	Deals     int      `json:"deals"`
	Fallbacks []string `json:"fallbacks,omitempty"`
}

// LadderStep compares two neighbours of the ranking: Difference is the
// higher's rating less the lower's, SE its standard error; Significant
// when it is more than 1.96 SE.
type LadderStep struct {
	Higher      string  `json:"higher"`
	Lower       string  `json:"lower"`
	Difference  float64 `json:"difference"`
	SE          float64 `json:"se"`
	Significant bool    `json:"significant"`
}

// runLadder plays every pair of players a duel set up by d, one pair
// after another (each on every core), writing its progress to progress,
// and fits the ratings.
func runLadder(ctx context.Context, e catalog.Entry, d catalog.Duel, players []game.Player, progress io.Writer) (Ladder, error) {
	lad := Ladder{Game: e.Info().Name, Seed: d.Seed, Deals: d.Deals}
	var pairs []rating.Pair
	total := len(players) * (len(players) - 1) / 2
	for i := range players {
		for j := i + 1; j < len(players); j++ {
			d.A, d.B = players[i], players[j]
			label := fmt.Sprintf("pair %d of %d, %s against %s", len(pairs)+1, total, catalog.PlayerName(d.A), catalog.PlayerName(d.B))
			d.Progress = progressLine(progress, label, d.Deals)
			r, err := e.Duel(ctx, d)
			if err != nil {
				return Ladder{}, err
			}
			pairs = append(pairs, rating.Pair{A: i, B: j, WP: r.WP, SE: r.SE, Deals: r.Deals})
			lad.Pairs = append(lad.Pairs, LadderPair{A: r.A, B: r.B, WP: r.WP, SE: r.SE, Games: 2 * r.Deals, Deals: r.Deals, Fallbacks: r.Fallbacks})
		}
	}
	fit, err := rating.Fit(len(players), pairs)
	if err != nil {
		return Ladder{}, err
	}
	order := make([]int, len(players))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Compare(fit.Ratings[b], fit.Ratings[a])
	})
	for _, i := range order {
		lo, hi := fit.Interval(i)
		p := LadderPlayer{Name: catalog.PlayerName(players[i]), Rating: fit.Ratings[i], Low: lo, High: hi}
		for k, pr := range pairs {
			if pr.A == i || pr.B == i {
				p.Games += lad.Pairs[k].Games
			}
		}
		lad.Players = append(lad.Players, p)
	}
	for k := 1; k < len(order); k++ {
		hi, lo := order[k-1], order[k]
		lad.Ranking = append(lad.Ranking, LadderStep{Higher: catalog.PlayerName(players[hi]), Lower: catalog.PlayerName(players[lo]),
			Difference: fit.Ratings[hi] - fit.Ratings[lo], SE: fit.DiffSE(hi, lo), Significant: fit.Significant(hi, lo)})
	}
	return lad, nil
}

// progressLine returns a duel's Progress: a line on w each tenth of the
// deals done, and at the last.
func progressLine(w io.Writer, label string, deals int) func(done int) {
	var mu sync.Mutex
	step, shown := max(1, deals/10), 0
	return func(done int) {
		mu.Lock()
		defer mu.Unlock()
		if done <= shown || (done%step != 0 && done != deals) {
			return
		}
		shown = done
		fmt.Fprintf(w, "%s: %d of %d deals\n", label, done, deals)
	}
}

// Print writes the ladder for a person.
func (l Ladder) Print(w io.Writer) {
	fmt.Fprintf(w, "%s ladder: %d players, %d deals a pair (each played twice, seats traded), seed %d\n",
		l.Game, len(l.Players), l.Deals, l.Seed)
	width := len("player")
	for _, p := range l.Players {
		width = max(width, len(p.Name))
	}
	fmt.Fprintf(w, "  %-4s  %-*s  %6s  %-13s  %6s\n", "rank", width, "player", "rating", "95% interval", "games")
	for k, p := range l.Players {
		fmt.Fprintf(w, "  %-4d  %-*s  %6.0f  %5.0f - %-5.0f  %6d\n", k+1, width, p.Name, p.Rating, p.Low, p.High, p.Games)
	}
	fmt.Fprintln(w, "pairs: A's win proportion over B ± its standard error")
	for _, p := range l.Pairs {
		fmt.Fprintf(w, "  %-*s  against %-*s  %.4f ± %.4f  %d deals\n", width, p.A, width, p.B, p.WP, p.SE, p.Deals)
		catalog.PrintFallbacks(w, p.Fallbacks)
	}
	fmt.Fprintln(w, "ranking: each player against the next, the difference ± its standard error")
	for _, s := range l.Ranking {
		verdict, sign := "not significant", "≈"
		if s.Significant {
			verdict, sign = "significant", ">"
		}
		fmt.Fprintf(w, "  %-*s %s %-*s  %+6.0f ± %-4.0f  %s\n", width, s.Higher, sign, width, s.Lower, s.Difference, s.SE, verdict)
	}
}
