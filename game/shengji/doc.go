// Package shengji is 升级 (Shengji, Tractor) for the engine: four seats in
// two teams (seats 0 and 2, 1 and 3), a game of deals in which each team
// climbs from its level to A. The rules of plays live in rules/shengji;
// this package is the state machine: Config, State, Action, the events,
// each seat's View, moved by the events it is shown (Apply), and the
// game.Game contract (Game).
//
// A deal: the 108 cards are shuffled with the game's seeded RNG and dealt
// one at a time, 25 to each seat, from the dealer (seat 0 on the first
// deal); each seat, when it draws a card, may declare trump or pass, and
// once every card is dealt the seats go on in turn until four pass in a
// row. A declaration is one level card, a pair of them or a pair of
// jokers, overturning or reinforcing per rules/shengji (CanDeclare). On
// the first deal a seat declares with its own team's level and the
// declarer deals; later the dealer follows the level table and every
// seat declares with the dealer's team's level. Nobody declares: the
// kitty's cards are turned up until one decides (TrumpFromKitty), and
// the first seat dealt deals. Config.Trump fixes trump and skips
// declaring. The dealer takes the kitty and buries eight cards, seen by
// the dealer alone until the deal is over; the dealer leads the first
// trick and each trick's winner the next. A lead of several units (a
// throw) is refereed against the other hands: when one beats a unit, the
// thrower plays the smallest beaten unit instead (and pays the penalty of
// Rules.Penalty). The attackers score the points of the tricks they win,
// and the kitty's, multiplied, if they win the last; the level table
// gives the result. The game ends when a team wins a deal as defenders
// at A, or after Config.Deals deals (the higher level wins).
package shengji
