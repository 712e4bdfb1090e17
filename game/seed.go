package game

// SubSeed is the seed of game i of a run seeded with seed: a splitmix64
// step from seed + (i+1)·0x9e3779b97f4a7c15, so neighbouring games and runs
// get unrelated draws. Simulators seed every game they play with it, so a
// game of a run can be replayed on its own.
func SubSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
