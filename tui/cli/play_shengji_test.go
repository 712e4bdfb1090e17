package cli

import "testing"

func TestPlayShengjiBadUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"play", "shengji", "--seats", "human,human"}, "want 4 seats"},
		{[]string{"play", "shengji", "--seats", "human,ai:genius,human,human"}, "--seats"},
		{[]string{"play", "shengji", "--auto", "--seats", "human,human,human,human"}, "--auto"},
		{[]string{"play", "shengji", "--level", "1"}, "--level"},
		{[]string{"play", "shengji", "--level", "Z"}, "--level"},
		{[]string{"play", "shengji", "--trump", "X"}, "--trump"},
		{[]string{"play", "shengji", "--deals", "0"}, "--deals"},
		{[]string{"play", "shengji", "--kitty-multiplier", "triple"}, "--kitty-multiplier"},
		{[]string{"play", "shengji", "--throw-penalty", "five"}, "--throw-penalty"},
	}
	for _, tt := range tests {
		refused(t, tt.args, tt.want)
	}
}
