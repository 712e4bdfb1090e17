package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"slices"
	"strings"

	"teahouse/ai"
	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/rating"
)

// checkLandmarkPlayers refuses a ladder that cannot be a game's landmarks:
// its players must be the game's computer levels, each once, every one.
func checkLandmarkPlayers(info catalog.Info, players []game.Player) error {
	var levels []string
	for _, p := range players {
		if p.Kind != game.AI || !slices.Contains(info.Levels, p.Level) {
			return fmt.Errorf("--landmarks: the landmarks are a ladder of %s's computer levels (%s), not of %s", info.Name, game.OrList(info.Levels), catalog.PlayerName(p))
		}
		levels = append(levels, p.Level)
	}
	slices.Sort(levels)
	want := slices.Sorted(slices.Values(info.Levels))
	if !slices.Equal(levels, want) {
		return fmt.Errorf("--landmarks: the landmarks are a ladder of every computer level of %s, each once: %s", info.Name, strings.Join(info.Levels, ", "))
	}
	return nil
}

// writeLandmarks puts the ratings a ladder of a game's computer levels fit
// into the landmarks file at path (the format of ai/landmarks.json),
// replacing that game's and keeping the other games': each level's rating,
// its deviation the fit's standard error (the 95% interval's half width
// over 1.96), a new player's volatility. The file is checked as the
// program reads it and written whole or not at all.
func writeLandmarks(path string, lad Ladder) error {
	file := map[string]map[string]rating.Rating{}
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		if err := json.Unmarshal(data, &file); err != nil {
			return fmt.Errorf("the landmarks file %s: %w", path, err)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	marks := map[string]rating.Rating{}
	for _, p := range lad.Players {
		marks[p.Name] = rating.Rating{R: tenth(p.Rating), RD: tenth((p.High - p.Low) / (2 * 1.96)), Vol: rating.StartVol}
	}
	file[lad.Game] = marks
	out, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		return err
	}
	if _, err := ai.ParseLandmarks(out); err != nil {
		return err
	}
	return game.WriteFileAtomic(path, append(out, '\n'))
}

// tenth is x rounded to a tenth.
func tenth(x float64) float64 { return math.Round(x*10) / 10 }
