package ui

import (
	"strings"
)

// Boxed draws lines in a bordered panel of exactly w by h cells (the
// border and the panel's padding included), under a bold title when title
// is not empty. Lines wider than the inside are wrapped at spaces; lines
// beyond the height are dropped. A box too small for its border is blank.
func (t *Theme) Boxed(title string, lines []string, w, h int) Block {
	fw, fh := t.Panel.GetFrameSize()
	iw, ih := w-fw, h-fh
	if iw < 1 || ih < 1 {
		return Text(t.r.Place(max(0, w), max(0, h), 0, 0, ""))
	}
	body := make([]string, 0, ih)
	if title != "" {
		body = append(body, PadCut(t.Header.Render(title), iw))
	}
	for _, l := range lines {
		for _, wl := range strings.Split(Wrap(l, iw), "\n") {
			if len(body) < ih {
				body = append(body, PadCut(wl, iw))
			}
		}
	}
	for len(body) < ih {
		body = append(body, strings.Repeat(" ", iw))
	}
	return Text(t.Panel.Render(strings.Join(body, "\n")))
}
