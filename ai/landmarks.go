package ai

import (
	"bytes"
	_ "embed" // the landmarks file
	"encoding/json"
	"fmt"
	"slices"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/rating"
)

// landmarksJSON is the computer levels' ratings as a ladder of them fit
// them: {"GAME": {"LEVEL": {"rating": R, "rd": RD, "vol": VOL}}}.
//
//go:embed landmarks.json
var landmarksJSON []byte

// Landmarks are the computer levels' fixed ratings, by game and then by
// player ID ("ai:expert"): the landmarks people and programs are rated
// against, never moved by a game (docs/ratings.md). A game or level the
// file does not list has no landmark.
func Landmarks() (map[string]map[string]rating.Rating, error) {
	return ParseLandmarks(landmarksJSON)
}

// ParseLandmarks reads a landmarks file (the format of landmarks.json) of
// the games of the catalog, as Landmarks does: an unknown game or level,
// or a rating that is not a strength, is an error.
func ParseLandmarks(data []byte) (map[string]map[string]rating.Rating, error) {
	return readLandmarks(data, Games)
}

// readLandmarks reads a landmarks file of the games of list: every game
// and level must be one of list's, every rating a strength.
func readLandmarks(data []byte, list catalog.List) (map[string]map[string]rating.Rating, error) {
	var file map[string]map[string]rating.Rating
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&file); err != nil {
		return nil, fmt.Errorf("the landmarks: %w", err)
	}
	out := map[string]map[string]rating.Rating{}
	for name, levels := range file {
		e, err := list.Lookup(name)
		if err != nil {
			return nil, fmt.Errorf("the landmarks: %w", err)
		}
		known := e.Info().Levels
		marks := map[string]rating.Rating{}
		for level, r := range levels {
			switch {
			case !slices.Contains(known, level):
				return nil, fmt.Errorf("the landmarks of %s: no level %q: want %s", name, level, game.OrList(known))
			case !(r.RD > 0 && r.RD <= rating.StartRD) || !(r.Vol > 0):
				return nil, fmt.Errorf("the landmarks of %s: %s's deviation %v and volatility %v are not a strength's", name, level, r.RD, r.Vol)
			}
			marks["ai:"+level] = r
		}
		out[name] = marks
	}
	return out, nil
}
