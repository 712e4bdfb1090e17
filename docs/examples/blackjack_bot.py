#!/usr/bin/env python3
"""A Blackjack seat for teahouse: exec:'python3 blackjack_bot.py'.

It reads one JSON request per line on stdin and answers one JSON action per
line on stdout (see docs/bots.md). It bets the table minimum, takes a new
bankroll when broke, declines insurance, and hits until its hand totals 17
or more, like a dealer. It only ever answers an action of the request's
"legal" list (bets and insurance there are a sample: any amount the table
allows would do).
"""
import json
import sys

VALUES = {"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}


def total(cards):
    """The best total of a hand's cards, written like "AS", "10H", "7D#2"."""
    sum_, ace = 0, False
    for c in cards:
        rank = c.split("#")[0][:-1]
        value = VALUES.get(rank) or int(rank)
        sum_ += value
        ace = ace or value == 1
    return sum_ + 10 if ace and sum_ + 10 <= 21 else sum_


def find(legal, kind):
    for a in legal:
        if a["kind"] == kind:
            return a
    return None


def decide(req):
    legal = req["legal"]
    view = req["view"]
    phase = view["phase"]
    if phase == "betting":
        bets = [a for a in legal if a["kind"] == "bet"]
        if bets:
            return min(bets, key=lambda a: a["amount"])
        return find(legal, "rebuy") or legal[0]
    if phase == "insurance":
        return find(legal, "decline") or legal[0]
    hand = view["spots"][req["seat"]]["hands"][view["hand"]]
    if total(hand["cards"]) < 17 and find(legal, "hit"):
        return find(legal, "hit")
    return find(legal, "stand") or legal[0]


def main():
    for line in sys.stdin:
        req = json.loads(line)
        print(json.dumps(decide(req)), flush=True)


if __name__ == "__main__":
    main()
