package game

// OrEmpty returns s, or an empty slice when s is nil, so that JSON writes
// the list as [] rather than null (programs read views and events as JSON).
func OrEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
