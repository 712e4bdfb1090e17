package shengji

// ActionKind names what a seat does.
type ActionKind string

// The actions.
const (
	// KindPass lets a declaring window go by without declaring.
	KindPass ActionKind = "pass"
	// KindDeclare shows Cards to declare, reinforce or overturn trump.
	KindDeclare ActionKind = "declare"
	// KindBury buries Cards, eight of them, as the new kitty (the dealer).
	KindBury ActionKind = "bury"
	// KindPlay leads or follows with Cards.
	KindPlay ActionKind = "play"
)

// Action is one decision of a seat: its kind and, but for a pass, the
// very cards (each copy of a card is its own card).
type Action struct {
	Kind  ActionKind `json:"kind"`
	Cards Set        `json:"cards,omitzero"`
}

// Pass passes a declaring window.
func Pass() Action { return Action{Kind: KindPass} }

// Declare declares trump with cs.
func Declare(cs Set) Action { return Action{Kind: KindDeclare, Cards: cs} }

// Bury buries cs.
func Bury(cs Set) Action { return Action{Kind: KindBury, Cards: cs} }

// Play leads or follows with cs.
func Play(cs Set) Action { return Action{Kind: KindPlay, Cards: cs} }

// String writes the action as a log does: "pass", "play 5S 5S".
func (a Action) String() string {
	if a.Kind == KindPass {
		return string(a.Kind)
	}
	return string(a.Kind) + " " + a.Cards.String()
}
