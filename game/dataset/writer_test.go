package dataset

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

func TestColumnsAreTheJSONFieldsInOrder(t *testing.T) {
	b, err := json.Marshal(Row{})
	require.NoError(t, err)
	dec := json.NewDecoder(bytes.NewReader(b))
	var keys []string
	_, err = dec.Token() // {
	require.NoError(t, err)
	for dec.More() {
		k, err := dec.Token()
		require.NoError(t, err)
		keys = append(keys, k.(string))
		var skip json.RawMessage
		require.NoError(t, dec.Decode(&skip))
	}
	assert.Equal(t, Columns, keys)
	assert.Len(t, Row{}.record(), len(Columns))
}

func TestCSVWritesItsHeaderEvenWithoutRows(t *testing.T) {
	var buf bytes.Buffer
	w := NewCSV(&buf)
	require.NoError(t, w.Flush())
	assert.Equal(t, strings.Join(Columns, ",")+"\n", buf.String())
}

func TestCSVQuotesActionsAndResults(t *testing.T) {
	var buf bytes.Buffer
	w := NewCSV(&buf)
	r := Row{Game: "pokerdice", Seat: "P1", Step: 1, Action: `holds dice 1, 3`, Result: `say "hi"`, Score: 2.5}
	require.NoError(t, w.Write(r))
	require.NoError(t, w.Flush())
	records, err := csv.NewReader(&buf).ReadAll()
	require.NoError(t, err)
	require.Len(t, records, 2)
	assert.Equal(t, r.record(), records[1])
	assert.Equal(t, "2.5", records[1][11])
}

func TestLevelOfNamesWhoPlayed(t *testing.T) {
	assert.Equal(t, "expert", levelOf(game.Player{Kind: game.AI, Level: "expert"}))
	assert.Equal(t, "exec:python3 bot.py", levelOf(game.Player{Kind: game.Program, Command: "python3 bot.py"}))
	assert.Equal(t, "human", levelOf(game.Player{Kind: game.Human, Name: "alice"}))
}
