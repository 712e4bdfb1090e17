package shengji

// places are the finishing places of the two partnerships (0 and 2, 1
// and 3) once the game is over, for ratings: the winning team first, and
// level teams (no winner at the last deal) drawn.
func places(winner int) []int {
	switch winner {
	case 0:
		return []int{1, 2}
	case 1:
		return []int{2, 1}
	}
	return []int{1, 1}
}
