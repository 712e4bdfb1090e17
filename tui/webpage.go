package tui

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"teahouse/game"
	"teahouse/game/webreplay"
)

// WebPage writes the saved log f as a web page at out and returns a
// sentence saying what it wrote. as picks the eyes: "all" shows every
// hand, a seat ("P2" or "2") only what that seat could see, and ""
// the default: the seat of the one person at the table, or every hand
// when computers played alone or several people took turns. With
// reviewed the page shows the review of the seat it shows (of the seat a
// review is of by default on a page of every hand). A bad seat, a game
// without pages or without a reviewer, a log that cannot be replayed (its
// error names the file and line), a page that would overwrite the log
// and a failed write are errors; out is then left as it was.
func WebPage(ctx context.Context, f ReplayFile, out, as string, reviewed bool) (string, error) {
	g, ok := FindGame(Games(), f.Game)
	if !ok || g.Export == nil {
		return "", fmt.Errorf("%s: teahouse cannot write a page of %q", f.Name, f.Game)
	}
	if same(out, f.Name) {
		return "", fmt.Errorf("%s is the saved log itself: name another file for the page", out)
	}
	h, err := game.ReadHeader(strings.NewReader(string(f.Data)), f.Name)
	if err != nil {
		return "", err
	}
	eye, err := eyesOf(as, h.Players)
	if err != nil {
		return "", err
	}
	page, err := g.Export(f.Data, f.Name, eye)
	if err != nil {
		return "", err
	}
	page.Title = g.Title
	said := ""
	if reviewed {
		if page, err = reviewPage(ctx, page, g, f, h, eye); err != nil {
			return "", err
		}
		said = ", with the review of " + page.Review.Seat
	}
	if err := webreplay.WriteFile(out, page); err != nil {
		return "", err
	}
	return fmt.Sprintf("Wrote %s: %s, %d steps, showing %s%s.", out, g.Title, len(page.Steps)-1, page.Eyes, said), nil
}

// same reports whether the paths a and b name one existing file.
func same(a, b string) bool {
	x, errA := os.Stat(a)
	y, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(x, y)
}

// eyesOf reads --as: "all", a seat "P2" or "2", or "" for the default.
func eyesOf(as string, players []game.Player) (game.Seat, error) {
	switch a := strings.ToLower(strings.TrimSpace(as)); a {
	case "all":
		return game.Omniscient, nil
	case "":
		person := game.Omniscient
		people := 0
		for i, p := range players {
			if p.Kind == game.Human {
				person, people = game.Seat(i), people+1
			}
		}
		if people == 1 {
			return person, nil
		}
		return game.Omniscient, nil
	default:
		n, err := strconv.Atoi(strings.TrimPrefix(a, "p"))
		if err != nil || n < 1 || n > len(players) {
			return game.NoSeat, fmt.Errorf("--as %q: name a seat from P1 to P%d, or all", as, len(players))
		}
		return game.Seat(n - 1), nil
	}
}
