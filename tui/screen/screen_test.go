package screen

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Finish sends Finished once, with the summary made after done is set.
func TestFinish(t *testing.T) {
	done := false
	cmd := Finish(&done, func() Finished { return Finished{Summary: []string{"over", map[bool]string{true: "done"}[done]}} })
	assert.True(t, done)
	assert.Equal(t, Finished{Summary: []string{"over", "done"}}, cmd())
	assert.Nil(t, Finish(&done, func() Finished { return Finished{} }), "only once")
}
