package table

import (
	"context"
	"fmt"
	"maps"
	"sort"
	"strings"
	"sync"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// A replay's review: r asks for it, it is worked out off the Update loop
// (a command whose goroutine reports its progress), and while it is on
// the log marks each decision of the reviewed seat, says the best choice
// and the cost under it, and has the summary on top; the log's title says
// how far the review is. R reviews the next seat.

// reviewState is the review a replay offers and where it stands.
type reviewState struct {
	offer   screen.Review
	offered bool
	on      bool      // the marks are shown (once they are ready)
	seat    game.Seat // the seat reviewed
	job     *reviewJob
	done    int // decisions reviewed so far, of total
	total   int
	ready   map[game.Seat]review.Report // the reviews worked out, by seat
	report  *review.Report              // the seat's, once ready
	byStep  map[int]review.Decision     // its decisions by their step: the index of their log entry + 1
	err     string                      // why the seat's review could not be made
}

// Reviewed implements screen.Reviewer: the replay offers r, and works it
// out at once when r.On. A live table offers none.
func (m Model[F, V, A]) Reviewed(r screen.Review) screen.Screen {
	if !m.rep.on {
		return m
	}
	m.rev = reviewState{offer: r, offered: true, seat: r.Seat, ready: map[game.Seat]review.Report{}}
	switch {
	case r.On && r.Run == nil:
		m.status = noReview(r.Game)
	case r.On:
		m.rev.on = true
		m.rev = m.rev.work()
	}
	m.Log = m.Log.Titled(m.logTitle())
	return m.refillLog()
}

// reviewKey turns the review on or off (next, with R: on, for the next
// seat); a review not worked out yet is, in the background. A game
// without a reviewer says so on the status line.
func (m Model[F, V, A]) reviewKey(next bool) (Model[F, V, A], tea.Cmd) {
	r := &m.rev
	if r.offer.Run == nil {
		m.status = noReview(r.offer.Game)
		return m, nil
	}
	switch {
	case next:
		r.on, r.seat = true, game.Seat((int(r.seat)+1)%max(1, r.offer.Seats))
	default:
		r.on = !r.on
	}
	var cmd tea.Cmd
	if r.on {
		*r = r.work()
		if r.report == nil && r.job.seat == r.seat {
			cmd = r.job.start
		}
	}
	return m.refillLog(), cmd
}

// work shows the seat's review if it is ready, or else has it worked
// out: a job of another seat, or one that failed, gives way to a new one.
func (r reviewState) work() reviewState {
	if rep, ok := r.ready[r.seat]; ok {
		r.job.stop()
		r.job, r.err = nil, ""
		return r.show(rep)
	}
	r.report, r.byStep = nil, nil
	if r.job == nil || r.job.seat != r.seat || r.err != "" {
		r.job.stop()
		seat, run := r.seat, r.offer.Run
		r.job = newReviewJob(seat, func(ctx context.Context, progress func(done, total int)) (review.Report, error) {
			return run(ctx, seat, progress)
		})
		r.err, r.done, r.total = "", 0, 0
	}
	return r
}

// show shows rep, the seat's review.
func (r reviewState) show(rep review.Report) reviewState {
	r.report, r.byStep = &rep, map[int]review.Decision{}
	for _, d := range rep.Decisions {
		r.byStep[d.Step+1] = d
	}
	return r
}

// reviewStart is the command that works out a review asked for as the
// screen opened.
func (m Model[F, V, A]) reviewStart() tea.Cmd {
	if m.rev.job == nil || m.rev.report != nil {
		return nil
	}
	return m.rev.job.start
}

// reviewMsg takes in the review's progress or its end: the marks are
// drawn when it is ready, and a review that failed says why.
func (m Model[F, V, A]) reviewMsg(msg tea.Msg) (Model[F, V, A], tea.Cmd) {
	switch msg := msg.(type) {
	case reviewProgress:
		if msg.job != m.rev.job {
			return m, nil
		}
		m.rev.done, m.rev.total = msg.done, msg.total
		return m, msg.job.wait
	case reviewReady:
		if msg.job != m.rev.job {
			return m, nil
		}
		if msg.err != nil {
			m.rev.err = msg.err.Error()
			m.status = "The review could not be made: " + m.rev.err
			return m, nil
		}
		m.rev.ready = maps.Clone(m.rev.ready)
		m.rev.ready[msg.job.seat] = msg.report
		m.rev.job = nil
		m.rev = m.rev.show(msg.report)
		return m.refillLog(), nil
	}
	return m, nil
}

// noReview says that a game has no reviewer.
func noReview(title string) string { return "No review for " + title + " yet." }

// marksOn reports whether the log shows the review's marks now.
func (m Model[F, V, A]) marksOn() bool { return m.rev.on && m.rev.report != nil }

// logTitle is the log panel's title: with the review on, how far it is,
// or the reviewed seat's accuracy.
func (m Model[F, V, A]) logTitle() string {
	r, g := m.rev, m.env.Theme.Glyphs()
	if !r.on {
		return "Log"
	}
	seat := r.seat.String()
	switch {
	case r.err != "":
		return "Log " + g.Dot + " no review"
	case r.report == nil && r.total > 0:
		return fmt.Sprintf("Log %s reviewing %s %d/%d%s", g.Dot, seat, r.done, r.total, g.Ellipsis)
	case r.report == nil:
		return fmt.Sprintf("Log %s reviewing %s%s", g.Dot, seat, g.Ellipsis)
	}
	return fmt.Sprintf("Log %s %s %.0f%% accurate", g.Dot, seat, r.report.Summary.Accuracy)
}

// panelLines are lines of the log, the first of them line from of m.lines,
// as the log panel shows them: with the review on, the first line of
// each reviewed decision carries its mark, and a decision that was not
// the best is followed by the best choice and the cost.
func (m Model[F, V, A]) panelLines(from int, lines []string) []string {
	if !m.marksOn() {
		return lines
	}
	out := make([]string, 0, len(lines))
	for i, l := range lines {
		d, ok := m.rev.byStep[m.firstLineOf(from+i)]
		if !ok {
			out = append(out, l)
			continue
		}
		out = append(out, l+" "+markGlyph(m.env.Theme, d.Mark))
		if d.Mark != review.Best {
			out = append(out, m.env.Theme.Dim.Render("  "+BestWords(*m.rev.report, d, m.env.Theme.ASCII)))
		}
	}
	return out
}

// firstLineOf is the step whose log begins with line i, or 0 when line i
// begins none (the opening's lines, a step's later lines). The lines
// written since the last step reached belong to the step being shown.
func (m Model[F, V, A]) firstLineOf(i int) int {
	at := m.rep.logAt
	s := sort.Search(len(at), func(s int) bool { return at[s] > i })
	if s == 0 || at[s-1] != i {
		return 0
	}
	return s
}

// reviewHead is what the log shows above its lines with the review on:
// the summary.
func (m Model[F, V, A]) reviewHead() []string {
	if !m.marksOn() {
		return nil
	}
	rep, t := m.rev.report, m.env.Theme
	return []string{
		t.Header.Render("Review of " + ReviewedSeat(rep.Seat, m.names)),
		t.Dim.Render(rep.Summary.Line(rep.Unit, rep.Thresholds.Digits())),
		"",
	}
}

// ReviewedSeat names a reviewed seat by its place and its name, as names
// name it: "P1, ann", or "P1 AI (greedy)" when the name holds the place.
func ReviewedSeat(seat game.Seat, names []string) string {
	if int(seat) >= len(names) || seat < 0 {
		return seat.String()
	}
	if strings.HasPrefix(names[seat], seat.String()+" ") {
		return names[seat]
	}
	return seat.String() + ", " + names[seat]
}

// BestWords says what a review called decision d of rep, the best choice
// and what the one made cost: "inaccuracy: best hold 6 6 6, cost 2.31
// expected points", an estimate's "± 0.8" ("+/- 0.8" in ASCII) after it
// (the replay's log and the web page say it alike).
func BestWords(rep review.Report, d review.Decision, ascii bool) string {
	digits := rep.Thresholds.Digits()
	cost := fmt.Sprintf("%.*f", digits, d.Cost)
	if d.SE > 0 {
		pm := "±"
		if ascii {
			pm = "+/-"
		}
		cost += fmt.Sprintf(" %s %.*f", pm, digits, d.SE)
	}
	return fmt.Sprintf("%s: best %s, cost %s %s", d.Mark, screen.Plain(d.Best), cost, rep.Unit)
}

// MarkSign is a mark as the log writes it: ★ best, ✓ good (* and + in
// ASCII), ?! an inaccuracy, ? a mistake, ?? a blunder.
func MarkSign(mark review.Mark, ascii bool) string {
	switch mark {
	case review.Best:
		if ascii {
			return "*"
		}
		return "★"
	case review.Good:
		if ascii {
			return "+"
		}
		return "✓"
	case review.Inaccuracy:
		return "?!"
	case review.Mistake:
		return "?"
	}
	return "??"
}

// markGlyph is a mark styled by how bad it is.
func markGlyph(t *ui.Theme, mark review.Mark) string {
	style := map[review.Mark]lipgloss.Style{
		review.Best: t.Good, review.Good: t.Dim, review.Inaccuracy: t.Accent, review.Mistake: t.Bad, review.Blunder: t.Bad.Bold(true),
	}[mark]
	return style.Render(MarkSign(mark, t.ASCII))
}

// reviewJob works out one review in a goroutine of its own, started by
// the first command that waits on it; the screen closing stops it.
type reviewJob struct {
	seat   game.Seat // the seat it reviews
	run    func(ctx context.Context, progress func(done, total int)) (review.Report, error)
	ctx    context.Context
	cancel context.CancelFunc
	once   sync.Once
	tick   chan struct{} // progress was made: one pending at most
	result chan reviewReady

	mu          sync.Mutex
	done, total int
}

func newReviewJob(seat game.Seat, run func(context.Context, func(done, total int)) (review.Report, error)) *reviewJob {
	ctx, cancel := context.WithCancel(context.Background())
	return &reviewJob{seat: seat, run: run, ctx: ctx, cancel: cancel, tick: make(chan struct{}, 1), result: make(chan reviewReady, 1)}
}

// start starts the review, once, and waits for its first news; started
// again, it brings nothing (the first one's waiting goes on).
func (j *reviewJob) start() tea.Msg {
	first := false
	j.once.Do(func() {
		first = true
		go func() {
			rep, err := j.run(j.ctx, j.progress)
			j.result <- reviewReady{job: j, report: rep, err: err}
		}()
	})
	if !first {
		return nil
	}
	return j.wait()
}

// progress keeps the latest count and says that there is news.
func (j *reviewJob) progress(done, total int) {
	j.mu.Lock()
	j.done, j.total = done, total
	j.mu.Unlock()
	select {
	case j.tick <- struct{}{}:
	default: // news not yet read: it will read the latest count
	}
}

// wait is the next news of the review: its progress, or its end.
func (j *reviewJob) wait() tea.Msg {
	select {
	case r := <-j.result:
		return r
	case <-j.tick:
		j.mu.Lock()
		defer j.mu.Unlock()
		return reviewProgress{job: j, done: j.done, total: j.total}
	}
}

// stop stops the review if it is being worked out.
func (j *reviewJob) stop() {
	if j != nil {
		j.cancel()
	}
}

// reviewProgress says how far the review of job is.
type reviewProgress struct {
	job         *reviewJob
	done, total int
}

// reviewReady brings the review of job, or why it could not be made.
type reviewReady struct {
	job    *reviewJob
	report review.Report
	err    error
}
