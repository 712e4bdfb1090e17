package ui

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"teahouse/rules/cards"
)

// CardWidth and CardHeight are the size of every card Theme.Card draws: a 7
// by 5 box and one free line. The box sits on the lower five lines; a
// selected card is drawn one line higher, so the free line is then below it.
const (
	CardWidth  = 7
	CardHeight = 6
)

// FanMinStrip and FanMaxStrip bound how many columns of each covered card a
// Theme.CardFan shows when there is room: at least its left border and a
// two-cell index (rank over suit, such as 10 over ♥), at most one column
// more. FanTightStrip is the last resort before a fan wraps onto a second
// row: the border and a one-cell index (10 written T), so that 33 cards fit
// in 71 columns.
const (
	FanMinStrip   = 3
	FanMaxStrip   = 4
	FanTightStrip = 2
)

// CardState says how a card is drawn. Selected and Focused read without
// colour: a selected card is raised one line and has a double (ASCII: # and
// =) border; the focused card has a row of arrows in its free line pointing
// at it (▼ above it, or ▲ below it when it is raised; ASCII v and ^). Dim
// and Highlight are colour and weight only. The frame takes the colour of
// the first that applies of Dim, Focused, Selected and Highlight.
type CardState struct {
	Selected  bool // chosen, such as cards to play: raised, double border
	Focused   bool // has the keyboard focus: arrows point at it
	Dim       bool // not playable now: faint
	Highlight bool // stands out, such as cards that score: accent border, bold ink
}

// Card draws c as a CardWidth by CardHeight box with the rank in the
// top-left and bottom-right corners and the suit in the middle:
//
//	╭─────╮   +-----+
//	│10   │   |10   |
//	│  ♥  │   |  H  |
//	│   10│   |   10|
//	╰─────╯   +-----+
//
// ASCII mode writes the suits as S H D C. A joker has B (the black joker,
// the small one) or R (the red joker, the big one) in its corners, the
// letters card games type them with, and JOKER in the middle; the red
// joker is red, the black one black. Hearts and diamonds are drawn
// in the theme's Red, which only adds to the suit symbol that already tells
// them apart.
//
// A card that is face down (faceUp false), or is not a valid card (the zero
// Card, which a seat's view holds for a card it may not see, among them),
// shows a patterned back, ▒░ (ASCII: a lattice of / and \), the same for
// every card in the same state.
func (t *Theme) Card(c cards.Card, faceUp bool, st CardState) Block {
	return Block{Text: strings.Join(t.cardLines(c, faceUp, st, CardWidth), "\n")}
}

// CardRow draws cards side by side, one cell apart. Card i gets the zone
// zonePrefix+strconv.Itoa(i) covering all its CardHeight lines. faceUp[i]
// false draws card i face down; faceUp may be nil or shorter than cs, the
// missing cards being face up (a hidden card should be the zero Card in a
// view anyway, which is always drawn face down). states may be shorter than
// cs, the missing states being zero.
func (t *Theme) CardRow(cs []cards.Card, faceUp []bool, states []CardState, zonePrefix string) Block {
	p := t.cardPainter()
	lines := make([]strings.Builder, CardHeight)
	zones := make([]NamedRect, len(cs))
	for i, c := range cs {
		up := i >= len(faceUp) || faceUp[i]
		for j, l := range p.lines(c, up, stateAt(states, i), CardWidth) {
			if i > 0 {
				lines[j].WriteByte(' ')
			}
			lines[j].WriteString(l)
		}
		zones[i] = NamedRect{ID: zonePrefix + strconv.Itoa(i), Rect: Rect{X: i * (CardWidth + 1), W: CardWidth, H: CardHeight}}
	}
	return Block{Text: joinBuilders(lines), Zones: zones}
}

// CardFan draws a hand of many cards overlapping, left to right, in at most
// width columns: every card but the last shows only a strip of its left side
// (FanMinStrip to FanMaxStrip columns: its border, the rank and, below it,
// the suit), the last one shows whole. The zone of card i,
// zonePrefix+strconv.Itoa(i), covers only the strip that can be seen, so a
// click lands on the card under the pointer.
//
// When FanMinStrip columns a card do not fit, the strips narrow to
// FanTightStrip; when even those do not fit, the hand wraps onto more rows
// of CardHeight lines, as even as can be, the first cards on top, and the
// last card of each row shows whole. A width below CardWidth fits no
// card: each row then holds one card and the block is wider than width.
// The zero Card (a card the viewer may not see) is drawn face down, so the
// fan of an opponent's hand is a fan of zero Cards. states may be shorter
// than cs, the missing states being zero. No cards give a block CardHeight
// lines high and no columns wide, so a layout does not jump when a hand is
// played out.
func (t *Theme) CardFan(cs []cards.Card, states []CardState, width int, zonePrefix string) Block {
	if len(cs) == 0 {
		return Block{Text: strings.Repeat("\n", CardHeight-1)}
	}
	perRow, strip := fanLayout(len(cs), width)
	p := t.cardPainter()
	var (
		text  []string
		zones = make([]NamedRect, 0, len(cs))
		wide  = (perRow-1)*strip + CardWidth // the first row is the widest
	)
	for start := 0; start < len(cs); start += perRow {
		end := min(len(cs), start+perRow)
		lines := make([]strings.Builder, CardHeight)
		x, y := 0, len(text)
		for i := start; i < end; i++ {
			w := strip
			if i == end-1 {
				w = CardWidth
			}
			for j, l := range p.lines(cs[i], true, stateAt(states, i), w) {
				lines[j].WriteString(l)
			}
			zones = append(zones, NamedRect{ID: zonePrefix + strconv.Itoa(i), Rect: Rect{X: x, Y: y, W: w, H: CardHeight}})
			x += w
		}
		for j := range lines {
			lines[j].WriteString(strings.Repeat(" ", wide-x))
			text = append(text, lines[j].String())
		}
	}
	return Block{Text: strings.Join(text, "\n"), Zones: zones}
}

// fanLayout returns how many cards go in each row of a fan of n cards in
// width columns, and how many columns each covered card shows.
func fanLayout(n, width int) (perRow, strip int) {
	if n == 1 {
		return 1, CardWidth
	}
	room := width - CardWidth
	perRow = n
	if room < (n-1)*FanTightStrip {
		fit := 1 + max(0, room)/FanTightStrip // cards a row holds at the tightest
		rows := (n + fit - 1) / fit
		perRow = (n + rows - 1) / rows
	}
	if perRow == 1 {
		return 1, CardWidth
	}
	strip = room / (perRow - 1)
	if strip < FanMinStrip {
		return perRow, FanTightStrip
	}
	return perRow, min(FanMaxStrip, strip)
}

// CardText writes c on one line for logs and narrow places: "10♥", or with
// ASCII "10H"; the jokers by their colour, "B" (black) and "R" (red), as
// the cards show them (cards.Rank.Short); the zero Card, or any card that is
// not valid, is "??". It is plain text: style it as the line needs.
func (t *Theme) CardText(c cards.Card) string {
	switch {
	case !c.Valid():
		return "??"
	case c.IsJoker():
		return c.Rank.Short()
	case t.ASCII:
		return c.ASCII()
	}
	return c.String()
}

// cardGlyphs are the characters a card is drawn with in one mode.
type cardGlyphs struct {
	plain, selected lipgloss.Border
	back            [2]string // the two cells of the back's pattern
	down, up        string    // the focus arrows above and below a card
}

var (
	unicodeCardGlyphs = cardGlyphs{
		plain:    lipgloss.RoundedBorder(),
		selected: lipgloss.DoubleBorder(),
		back:     [2]string{"▒", "░"},
		down:     "▼",
		up:       "▲",
	}
	// The ASCII back is a lattice of slashes rather than #, which is the
	// selected card's border.
	asciiCardGlyphs = cardGlyphs{
		plain: lipgloss.ASCIIBorder(),
		selected: lipgloss.Border{
			Top: "=", Bottom: "=", Left: "#", Right: "#",
			TopLeft: "#", TopRight: "#", BottomLeft: "#", BottomRight: "#",
		},
		back: [2]string{"/", `\`},
		down: "v",
		up:   "^",
	}
)

// cardLines draws c as CardHeight lines w cells wide: the whole card when w
// is CardWidth or more, else the strip of its left side a fan shows, w
// columns with the left border and the index, the rank above the suit.
func (t *Theme) cardLines(c cards.Card, faceUp bool, st CardState, w int) []string {
	return t.cardPainter().lines(c, faceUp, st, w)
}

// cardPainter draws the cards of one call. lipgloss.Style.Render costs far
// more than a card's few cells, so the painter renders each style it meets
// once and wraps text in the escape codes it found.
type cardPainter struct {
	t    *Theme
	g    cardGlyphs
	memo map[inkKey]ink
}

// inkRole is what a run of a card's cells is: part of the frame in one of
// its colours, the rank and suit, the back, or the focus arrows.
type inkRole uint8

const (
	roleFrameDim inkRole = iota
	roleFrameFocus
	roleFrameHeld
	roleFrameAccent
	roleBlack
	roleRed
	roleBack
	roleArrow
)

type inkKey struct {
	role        inkRole
	faint, bold bool
}

// ink is the escape codes a style puts around text.
type ink struct{ pre, post string }

func (k ink) on(s string) string {
	if s == "" {
		return ""
	}
	return k.pre + s + k.post
}

func (t *Theme) cardPainter() *cardPainter {
	p := &cardPainter{t: t, g: unicodeCardGlyphs, memo: make(map[inkKey]ink, 8)}
	if t.ASCII {
		p.g = asciiCardGlyphs
	}
	return p
}

// ink returns the escape codes of a role, rendering its style the first
// time. The card styles only colour and weigh text, so what a style draws
// around one letter is what it draws around any run of cells.
func (p *cardPainter) ink(role inkRole, faint, bold bool) ink {
	key := inkKey{role, faint, bold}
	if k, ok := p.memo[key]; ok {
		return k
	}
	t := p.t
	var st lipgloss.Style
	switch role {
	case roleFrameDim, roleFrameFocus, roleFrameHeld, roleFrameAccent:
		from := map[inkRole]lipgloss.Style{
			roleFrameDim: t.Dim, roleFrameFocus: t.Focus, roleFrameHeld: t.Held, roleFrameAccent: t.Accent,
		}[role]
		st = t.r.NewStyle().Foreground(from.GetForeground())
	case roleBlack:
		st = t.Text
	case roleRed:
		st = t.Red
	case roleBack:
		st = t.Dim
	case roleArrow:
		st = t.Focus
	}
	if faint {
		st = st.Faint(true)
	}
	if bold {
		st = st.Bold(true)
	}
	out := st.Render("x")
	var k ink
	if i := strings.Index(out, "x"); i >= 0 {
		k = ink{pre: out[:i], post: out[i+1:]}
	}
	p.memo[key] = k
	return k
}

// lines draws c as cardLines does.
func (p *cardPainter) lines(c cards.Card, faceUp bool, st CardState, w int) []string {
	border := p.g.plain
	if st.Selected {
		border = p.g.selected
	}
	whole := w >= CardWidth
	inner := w - 1 // a strip has no right border
	if whole {
		w, inner = CardWidth, CardWidth-2
	}

	role := roleFrameDim
	switch {
	case st.Dim:
	case st.Focused:
		role = roleFrameFocus
	case st.Selected:
		role = roleFrameHeld
	case st.Highlight:
		role = roleFrameAccent
	}
	frame := p.ink(role, st.Dim, false)
	edge := func(left, fill, right string) string {
		if !whole {
			right = ""
		}
		return frame.on(left + strings.Repeat(fill, inner) + right)
	}

	out := make([]string, 0, CardHeight)
	free := strings.Repeat(" ", w)
	if st.Focused {
		arrow := p.g.down
		if st.Selected {
			arrow = p.g.up
		}
		free = " " + p.ink(roleArrow, false, false).on(strings.Repeat(arrow, inner)) + strings.Repeat(" ", w-1-inner)
	}
	if !st.Selected {
		out = append(out, free)
	}
	out = append(out, edge(border.TopLeft, border.Top, border.TopRight))
	for _, body := range p.body(c, faceUp, st, whole, inner) {
		line := frame.on(border.Left) + body
		if whole {
			line += frame.on(border.Right)
		}
		out = append(out, line)
	}
	out = append(out, edge(border.BottomLeft, border.Bottom, border.BottomRight))
	if st.Selected {
		out = append(out, free)
	}
	return out
}

// body draws the three lines inside a card's border, inner cells wide: the
// face, the index of a fan's strip, or the back.
func (p *cardPainter) body(c cards.Card, faceUp bool, st CardState, whole bool, inner int) []string {
	if !faceUp || !c.Valid() {
		back := p.ink(roleBack, st.Dim, false)
		lines := make([]string, 3)
		for i := range lines {
			var b strings.Builder
			for j := range inner {
				b.WriteString(p.g.back[(i+j)%2])
			}
			lines[i] = back.on(b.String())
		}
		return lines
	}

	k := p.ink(faceRole(c), st.Dim, st.Highlight)
	rank, suit := indexOf(c, p.t.ASCII, inner)
	// at writes text at column x of a line inner cells wide.
	at := func(x int, text string) string {
		n := cellWidth(text)
		x = max(0, min(x, inner-n))
		return strings.Repeat(" ", x) + k.on(text) + strings.Repeat(" ", inner-x-n)
	}
	if !whole {
		return []string{at(0, rank), at(0, suit), at(0, "")}
	}
	return []string{at(0, rank), at((inner-cellWidth(suit))/2, suit), at(inner, rank)}
}

// faceRole is the ink of c's rank and suit: red for hearts, diamonds and
// the red (big) joker.
func faceRole(c cards.Card) inkRole {
	if c.Suit.Red() || c.Rank == cards.BigJoker {
		return roleRed
	}
	return roleBlack
}

// indexOf is the rank and the suit a card shows in a space inner cells
// wide: a ten is T where one cell is all there is. A joker shows the letter
// of its colour (cards.Rank.Short), B (the black joker, the small one) or
// R (the red joker, the big one), over JOKER on a whole card, JK on a
// strip and * on a tight one.
func indexOf(c cards.Card, ascii bool, inner int) (rank, suit string) {
	rank, suit = c.Rank.String(), c.Suit.String()
	if ascii {
		suit = c.Suit.Letter()
	}
	if c.IsJoker() {
		rank, suit = c.Rank.Short(), "JOKER"
		switch {
		case inner == 1:
			suit = "*"
		case inner < CardWidth-2:
			suit = "JK"
		}
	}
	if inner == 1 && c.Rank == cards.Ten {
		rank = "T"
	}
	return rank, suit
}

// cellWidth is the width of a rank, a suit or a joker's word: one cell a
// rune, as the suit symbols are drawn wherever box-drawing characters are.
func cellWidth(s string) int { return len([]rune(s)) }

// stateAt returns states[i], or the zero state past the end.
func stateAt(states []CardState, i int) CardState {
	if i < len(states) {
		return states[i]
	}
	return CardState{}
}

// joinBuilders joins the lines built in bs.
func joinBuilders(bs []strings.Builder) string {
	lines := make([]string, len(bs))
	for i := range bs {
		lines[i] = bs[i].String()
	}
	return strings.Join(lines, "\n")
}
