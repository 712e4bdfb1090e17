package ui

import (
	"strconv"
	"strings"
)

// ZoneIndex reads the number of a zone named prefix and a number, such
// as "die3" of a row JoinDice drew with prefix "die": true when zone has
// the prefix and the number is from 0 to below n.
func ZoneIndex(zone, prefix string, n int) (int, bool) {
	rest, ok := strings.CutPrefix(zone, prefix)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(rest)
	return i, err == nil && i >= 0 && i < n
}
