package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// table is a config with one option of each kind.
type table struct {
	Decks  int
	Colour string
	Jokers bool
}

var tableFields = game.Fields[table]{
	{Option: game.Option{Key: "decks", Kind: game.Number, Min: 1, Max: 8, Default: "6"},
		Set: func(c *table, v string) error { c.Decks = game.Atoi(v); return nil },
		Get: func(c table) string { return game.Itoa(c.Decks) }},
	{Option: game.Option{Key: "colour", Kind: game.Choice, Values: []string{"red", "blue"}, Default: "red", Was: map[string]string{"crimson": "red"}},
		Set: func(c *table, v string) error { c.Colour = v; return nil },
		Get: func(c table) string { return c.Colour }},
	{Option: game.Option{Key: "jokers", Kind: game.Flag, Default: game.Off},
		Set: func(c *table, v string) error { c.Jokers = v == game.On; return nil },
		Get: func(c table) string { return game.OnOff(c.Jokers) }},
}

func TestFieldsConfig(t *testing.T) {
	c, err := tableFields.Config(game.Settings{"decks": "2", "jokers": game.On})
	require.NoError(t, err)
	assert.Equal(t, table{Decks: 2, Colour: "red", Jokers: true}, c)
	assert.Equal(t, game.Settings{"decks": "2", "colour": "red", "jokers": "on"}, tableFields.Settings(c))
	assert.Equal(t, game.Settings{"decks": "6", "colour": "red", "jokers": "off"}, tableFields.Defaults())

	for _, tc := range []struct {
		s    game.Settings
		want string
	}{
		{game.Settings{"decks": "9"}, `decks "9": want a whole number from 1 to 8`},
		{game.Settings{"colour": "green"}, `colour "green": want red or blue`},
		{game.Settings{"jokers": "maybe"}, `jokers "maybe": want on or off`},
		{game.Settings{"size": "big", "age": "old"}, "no option age, size"},
	} {
		c, err := tableFields.Config(tc.s)
		require.ErrorIs(t, err, game.ErrBadOption)
		assert.Contains(t, err.Error(), tc.want)
		assert.Zero(t, c)
	}
}

// Only keeps the fields asked for, in the order they are declared.
func TestFieldsOnly(t *testing.T) {
	only := tableFields.Only("jokers", "decks", "none")
	require.Len(t, only, 2)
	assert.Equal(t, "decks", only[0].Key)
	assert.Equal(t, "jokers", only[1].Key)
	assert.Empty(t, tableFields.Only())
}

// A number's bounds are written even when one is 0; a choice has none.
func TestOptionJSON(t *testing.T) {
	b, err := json.Marshal(game.Option{Key: "cap", Kind: game.Number, Values: []string{"0", "24"}, Min: 0, Max: 96, Default: "0"})
	require.NoError(t, err)
	assert.JSONEq(t, `{"key":"cap","label":"","kind":"number","values":["0","24"],"min":0,"max":96,"default":"0","help":""}`, string(b))
	b, err = json.Marshal(game.Option{Key: "colour", Kind: game.Choice, Values: []string{"red"}, Default: "red"})
	require.NoError(t, err)
	assert.JSONEq(t, `{"key":"colour","label":"","kind":"choice","values":["red"],"default":"red","help":""}`, string(b))
	var back game.Option
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, "colour", back.Key)
}

// A value an older build took reads as the value it means now; other
// values as they are.
func TestOptionReadsOlderValues(t *testing.T) {
	o := tableFields[1].Option
	assert.Equal(t, "red", o.Read("crimson"))
	assert.Equal(t, "blue", o.Read("blue"))
	assert.Equal(t, "green", o.Read("green"))
	c, err := tableFields.Config(game.Settings{"colour": "crimson"})
	require.NoError(t, err)
	assert.Equal(t, "red", c.Colour)
	_, err = tableFields.Config(game.Settings{"colour": "green"})
	assert.ErrorIs(t, err, game.ErrBadOption)
}
