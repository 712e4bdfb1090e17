package ui

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allStates lists every combination of DieState flags.
func allStates() []DieState {
	var out []DieState
	for bits := range 32 {
		out = append(out, DieState{
			Held: bits&1 != 0, Focused: bits&2 != 0, FaceDown: bits&4 != 0,
			Dim: bits&8 != 0, Highlight: bits&16 != 0,
		})
	}
	return out
}

func TestDiePips(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th, pip := newTestTheme(t, ascii), "●"
		if ascii {
			pip = "o"
		}
		for face := 1; face <= 6; face++ {
			t.Run(pip+strconv.Itoa(face), func(t *testing.T) {
				for _, st := range []DieState{{}, {Held: true, Focused: true, Highlight: true}} {
					out := ansi.Strip(th.Die(face, st).Text)
					assert.Equal(t, face, strings.Count(out, pip), "%+v:\n%s", st, out)
					assert.NotContains(t, out, strconv.Itoa(face), "a die is drawn with pips, not digits")
				}
			})
		}
	}
}

func TestDieFaceLayout(t *testing.T) {
	th := newTestTheme(t, false)
	tests := []struct {
		face int
		want string
	}{
		{1, "╭───────╮\n│       │\n│   ●   │\n│       │\n╰───────╯"},
		{5, "╭───────╮\n│ ●   ● │\n│   ●   │\n│ ●   ● │\n╰───────╯"},
		{6, "╭───────╮\n│ ●   ● │\n│ ●   ● │\n│ ●   ● │\n╰───────╯"},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.face), func(t *testing.T) {
			lines := strings.Split(ansi.Strip(th.Die(tt.face, DieState{}).Text), "\n")
			require.Len(t, lines, DieHeight)
			assert.Equal(t, tt.want, strings.Join(lines[:5], "\n"))
			assert.Equal(t, strings.Repeat(" ", DieWidth), lines[5], "plain marker line")
		})
	}
}

func TestDieSizeIsConstant(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		for _, st := range allStates() {
			for _, face := range []int{0, 1, 6, 7} {
				b := th.Die(face, st)
				assert.Equal(t, DieWidth, b.Width(), "ascii=%v face %d %+v", ascii, face, st)
				assert.Equal(t, DieHeight, b.Height(), "ascii=%v face %d %+v", ascii, face, st)
				grid(t, b.Text) // rectangular, one rune per cell
			}
		}
	}
}

func TestDieFaceDownHidesValue(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		hidden := ansi.Strip(th.Die(1, DieState{FaceDown: true}).Text)
		for _, face := range []int{-1, 0, 1, 2, 3, 4, 5, 6, 7} {
			for _, st := range allStates() {
				if face >= 1 && face <= 6 && !st.FaceDown {
					continue
				}
				out := ansi.Strip(th.Die(face, st).Text)
				assert.NotContains(t, out, "●", "face %d %+v", face, st)
				assert.NotContains(t, out, "o", "face %d %+v", face, st)
				if st == (DieState{FaceDown: true}) {
					assert.Equal(t, hidden, out, "every hidden face looks the same")
				}
			}
		}
	}
}

func TestDieStatesVisibleWithoutColour(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := NewTheme(testRenderer(termenv.Ascii), ascii)
		plain := th.Die(3, DieState{}).Text
		tests := []struct {
			name   string
			st     DieState
			marker string
		}{
			{"held", DieState{Held: true}, "  HELD   "},
			{"focused", DieState{Focused: true}, ">  ^^^  <"},
			{"held and focused", DieState{Held: true, Focused: true}, "> HELD  <"},
		}
		seen := map[string]string{"plain": plain}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				out := th.Die(3, tt.st).Text
				require.NotContains(t, out, "\x1b[", "colour is off")
				lines := strings.Split(out, "\n")
				assert.Equal(t, tt.marker, lines[DieHeight-1])
				for name, other := range seen {
					assert.NotEqual(t, other, out, "%s looks like %s", tt.name, name)
				}
				seen[tt.name] = out
				if tt.st.Held {
					assert.NotEqual(t, strings.Split(plain, "\n")[0], lines[0], "held border differs")
				}
			})
		}
	}
}

func TestDiceRowZones(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		faces := []int{1, 2, 3, 4, 5}
		row := th.DiceRow(faces, []DieState{{Held: true}, {Focused: true}}, "die")
		require.Len(t, row.Zones, len(faces))
		assert.Equal(t, 5*DieWidth+4, row.Width())
		assert.Equal(t, DieHeight, row.Height())
		g := grid(t, row.Text)
		for i, face := range faces {
			id := "die" + strconv.Itoa(i)
			z := zone(t, row, id)
			assert.Equal(t, Rect{X: i * (DieWidth + 1), Y: 0, W: DieWidth, H: DieHeight}, z, id)
			var st DieState
			if i < 2 {
				st = []DieState{{Held: true}, {Focused: true}}[i]
			}
			assert.Equal(t, ansi.Strip(th.Die(face, st).Text), cells(g, z), "zone %s holds die %d", id, i)
			if i > 0 {
				assert.Equal(t, strings.TrimSuffix(strings.Repeat(" \n", DieHeight), "\n"),
					cells(g, Rect{X: z.X - 1, W: 1, H: DieHeight}), "gap before %s", id)
			}
			got, ok := row.Hit(z.X+DieWidth/2, z.Y+DieHeight-1)
			assert.True(t, ok)
			assert.Equal(t, id, got)
		}
	}
}
