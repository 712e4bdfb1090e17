package pokerdice

// Skill is one of the four once-per-match powers of the skills variant.
type Skill uint8

// The skills.
const (
	SkillPeek Skill = iota
	SkillForce
	SkillDouble
	SkillRelock
	numSkills
)

// Skills lists every skill in button order.
var Skills = [numSkills]Skill{SkillPeek, SkillForce, SkillDouble, SkillRelock}

// String names the skill.
func (k Skill) String() string {
	switch k {
	case SkillPeek:
		return "Peek"
	case SkillForce:
		return "Force reroll"
	case SkillDouble:
		return "Double"
	case SkillRelock:
		return "Relock"
	}
	return "Unknown skill"
}

// MarshalText writes the skill as its name, for programs reading a view.
func (x Skill) MarshalText() ([]byte, error) { return []byte(x.String()), nil }

// Help explains the skill in one line.
func (k Skill) Help() string {
	switch k {
	case SkillPeek:
		return "turn one of the opponent's face-down dice face up"
	case SkillForce:
		return "in your hold turn, pick a die the opponent holds: it rerolls with their reroll"
	case SkillDouble:
		return "if you win this round it counts two"
	case SkillRelock:
		return "after your reroll, change your holds and roll the unheld dice once more"
	}
	return ""
}

// skillOf returns the skill an action uses, if any.
func skillOf(k ActionKind) (Skill, bool) {
	switch k {
	case KindPeek:
		return SkillPeek, true
	case KindForce:
		return SkillForce, true
	case KindDouble:
		return SkillDouble, true
	case KindRelock:
		return SkillRelock, true
	}
	return 0, false
}
