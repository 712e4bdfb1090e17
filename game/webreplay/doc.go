// Package webreplay writes a saved game as one self-contained web page: a
// header (game, rules, players, date, seed, result), the table at every
// step drawn as styled HTML (dice as pips, cards with rank and suit), the
// log line of each step, and controls to step through it.
//
// Nothing here plays a game. The caller replays the log through the
// table host's frames, redacted for the eyes the page is for, and hands
// over one Scene per step, built from that step's view by the game's
// scene function (Pokerdice, Yahtzee, Blackjack, Doudizhu, Shengji). The
// page's script only switches between the steps drawn here.
//
//	page := webreplay.Page{Title: "Risk Choice", Steps: steps, ...}
//	err := webreplay.WriteFile("game.html", page) // a temporary file, then renamed
package webreplay
