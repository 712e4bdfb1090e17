#!/usr/bin/env python3
"""A Risk Choice (pokerdice) seat for teahouse: exec:'python3 pokerdice_bot.py'.

It reads one JSON request per line on stdin and answers one JSON action per
line on stdout (see docs/bots.md). It keeps every die whose face it has at
least twice, stands after the reroll, and never uses a skill. It only ever
answers an action from the request's "legal" list.
"""
import json
import sys


def keep_pairs(dice):
    """The hold mask of the dice whose face appears at least twice."""
    mask = 0
    for i, face in enumerate(dice):
        if dice.count(face) >= 2:
            mask |= 1 << i
    return mask


def decide(req):
    legal = req["legal"]
    view = req["view"]
    mine = view["players"][req["seat"]]["dice"]
    if view["phase"] == "relock":
        wanted = {"kind": "stand"}
    else:
        wanted = {"kind": "hold", "dice": keep_pairs(mine)}
        if wanted["dice"] == 0:
            wanted = {"kind": "hold"}  # a zero mask is left out, as the table writes it
    for action in legal:
        if action == wanted:
            return action
    holds = [a for a in legal if a["kind"] in ("hold", "stand")]
    return holds[0] if holds else legal[0]


def main():
    for line in sys.stdin:
        req = json.loads(line)
        print(json.dumps(decide(req)), flush=True)


if __name__ == "__main__":
    main()
