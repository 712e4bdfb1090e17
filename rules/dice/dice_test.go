package dice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHandCountsAndValid(t *testing.T) {
	h := Hand{3, 3, 6, 1, 4}
	c := h.Counts()
	assert.Equal(t, [Sides + 1]int{0, 1, 0, 2, 1, 0, 1}, c)
	assert.True(t, h.Valid())
	assert.False(t, Hand{0, 1, 2, 3, 4}.Valid())
	assert.False(t, Hand{1, 2, 3, 4, 7}.Valid())
	assert.Equal(t, "33614", h.String())
}

func TestParseHand(t *testing.T) {
	tests := []struct {
		in      string
		want    Hand
		wantErr bool
	}{
		{"12346", Hand{1, 2, 3, 4, 6}, false},
		{"66666", Hand{6, 6, 6, 6, 6}, false},
		{"1234", Hand{}, true},
		{"123456", Hand{}, true},
		{"12307", Hand{}, true},
		{"1234a", Hand{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseHand(tt.in)
			if tt.wantErr {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.in)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestMask(t *testing.T) {
	h := Hand{3, 3, 6, 1, 4}
	m := Mask(0).Toggle(0).Toggle(1).Toggle(4)
	assert.Equal(t, 3, m.Count())
	assert.True(t, m.Has(4))
	assert.False(t, m.Has(2))
	assert.Equal(t, []int{3, 3, 4}, m.Faces(h))
	assert.Equal(t, []int{1, 2, 5}, m.Positions())
	assert.Equal(t, m, m.Toggle(2).Toggle(2))
	assert.True(t, FullMask.Valid())
	assert.False(t, Mask(1<<5).Valid())
	assert.Equal(t, 5, FullMask.Count())
}

func TestMaskFaceWords(t *testing.T) {
	h := Hand{5, 3, 5, 1, 6}
	assert.Equal(t, "", Mask(0).FaceWords(h))
	assert.Equal(t, "3", Mask(0b00010).FaceWords(h))
	assert.Equal(t, "5 3 6", Mask(0b10011).FaceWords(h))
	assert.Equal(t, "5 3 5 1 6", FullMask.FaceWords(h))
}

func TestMaskWords(t *testing.T) {
	assert.Equal(t, "no dice", Mask(0).Words())
	assert.Equal(t, "die 2", Mask(0b00010).Words())
	assert.Equal(t, "dice 1, 2, 5", Mask(0b10011).Words())
}
