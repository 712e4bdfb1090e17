#!/usr/bin/env python3
"""A Yahtzee seat for teahouse: exec:'python3 yahtzee_bot.py'.

It reads one JSON request per line on stdin and answers one JSON action per
line on stdout (see docs/bots.md). It rolls twice more keeping its most
common face, then scores the open box worth the most points now. It only
ever answers an action from the request's "legal" list.
"""
import json
import sys

# Boxes in card order, as the table numbers them.
ONES, SIXES, THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, YAHTZEE, CHANCE = 0, 5, 6, 7, 8, 9, 10, 11, 12


def points(box, dice):
    """What the dice score in box (the joker rule aside)."""
    counts = [dice.count(f) for f in range(1, 7)]
    faces = set(dice)
    if ONES <= box <= SIXES:
        return (box + 1) * counts[box]
    if box == THREE_KIND:
        return sum(dice) if max(counts) >= 3 else 0
    if box == FOUR_KIND:
        return sum(dice) if max(counts) >= 4 else 0
    if box == FULL_HOUSE:
        return 25 if sorted(counts)[-2:] == [2, 3] else 0
    if box == SMALL:
        runs = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
        return 30 if any(r <= faces for r in runs) else 0
    if box == LARGE:
        return 40 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if box == YAHTZEE:
        return 50 if max(counts) == 5 else 0
    return sum(dice)


def decide(req):
    legal = req["legal"]
    view = req["view"]
    dice = view["dice"]
    rolls = [a for a in legal if a["kind"] == "roll"]
    scores = [a for a in legal if a["kind"] == "score"]
    if view["rolls_used"] == 0 or not scores:
        return rolls[0]
    if rolls:
        best = max(range(1, 7), key=lambda f: (dice.count(f), f))
        mask = sum(1 << i for i, f in enumerate(dice) if f == best)
        for a in rolls:
            if a.get("hold", 0) == mask and mask != 31:
                return a
    return max(scores, key=lambda a: points(a.get("box", 0), dice))


def main():
    for line in sys.stdin:
        req = json.loads(line)
        print(json.dumps(decide(req)), flush=True)


if __name__ == "__main__":
    main()
