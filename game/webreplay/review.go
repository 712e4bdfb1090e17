package webreplay

// Review is a review of one seat's decisions as a page shows it: its
// summary at the top, and each decision's mark beside the log line of
// the step that made it (Step.Mark).
type Review struct {
	// Seat names the reviewed seat: "P1 ann".
	Seat string
	// Lines say the summary: the decisions by mark, the total cost, the
	// accuracy, and how estimates are judged.
	Lines []string
}

// Mark is what a review called the decision a step made.
type Mark struct {
	// Kind is "best", "good", "inaccuracy", "mistake" or "blunder".
	Kind string
	// Sign is the mark as the log writes it: "★", "✓", "?!", "?", "??".
	Sign string
	// Best says the best choice and what the one made cost ("inaccuracy:
	// best hold 6 6 6, cost 2.31 expected points"); empty for the best
	// choice.
	Best string
}
