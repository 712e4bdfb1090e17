package pokerdice

// Category is the kind of a five-dice hand. Higher values beat lower ones.
type Category uint8

// The categories, from lowest to highest.
const (
	HighCard Category = iota
	OnePair
	TwoPair
	ThreeOfAKind
	FullHouse
	FourOfAKind
	Straight
	FiveOfAKind
)

// NumCategories is the number of categories.
const NumCategories = int(FiveOfAKind) + 1

var categoryNames = [NumCategories]string{
	"High card", "One pair", "Two pair", "Three of a kind",
	"Full house", "Four of a kind", "Straight", "Five of a kind",
}

// String returns the category's English name, such as "Full house".
func (c Category) String() string {
	if int(c) < NumCategories {
		return categoryNames[c]
	}
	return "Unknown"
}

// MarshalText writes the category as its name, for programs reading a view.
func (c Category) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
