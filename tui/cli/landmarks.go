package cli

import (
	"fmt"
	"maps"
	"slices"

	"teahouse/ai"
	"teahouse/game/rating"
	"teahouse/game/store"
)

// seedLandmarks gives the store the computer levels' fixed ratings
// (ai.Landmarks), as the program opens it: the terminal's and the
// server's alike.
func seedLandmarks(st *store.Store) error {
	marks, err := ai.Landmarks()
	if err != nil {
		return err
	}
	return setLandmarks(st, marks)
}

// setLandmarks sets the landmarks of each game of marks, in the order of
// their names.
func setLandmarks(st *store.Store, marks map[string]map[string]rating.Rating) error {
	for _, g := range slices.Sorted(maps.Keys(marks)) {
		if err := st.SetLandmarks(g, marks[g]); err != nil {
			return fmt.Errorf("the computer levels' ratings at %s: %w", g, err)
		}
	}
	return nil
}
