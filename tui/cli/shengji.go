package cli

import (
	"github.com/spf13/pflag"

	sj "teahouse/rules/shengji"
)

// sjRuleFlags are the rule flags of the shengji commands.
type sjRuleFlags struct {
	noTractors     bool
	kitty, penalty *enumFlag
}

// define adds the rule flags to f.
func (r *sjRuleFlags) define(f *pflag.FlagSet) {
	r.kitty = newEnum(sj.KittyBySize.String(), sj.KittyBySize.String(), sj.KittyDouble.String())
	r.penalty = newEnum(sj.PenaltyNone.String(), sj.PenaltyNone.String(), sj.PenaltyTen.String())
	f.BoolVar(&r.noTractors, "no-tractors", false, "play without tractors: consecutive pairs are only pairs")
	f.Var(r.kitty, "kitty-multiplier", "the kitty's multiplier: size (2 × the last trick's largest unit) or double")
	f.Var(r.penalty, "throw-penalty", "a failed throw's penalty: none or ten (points to the other side)")
}

// rules are the rules the flags set.
func (r *sjRuleFlags) rules() sj.Rules {
	k, _ := sj.ParseKittyRule(r.kitty.value)
	p, _ := sj.ParseThrowPenalty(r.penalty.value)
	return sj.Rules{NoTractors: r.noTractors, Kitty: k, Penalty: p}
}
