"""Mycelium walker (Python): a fixed, exploitable pattern. It grows the first tip that can reach unowned ground, trying
directions in a fixed order; else it walks tip 0 along its own cells in that order; it never attacks or hardens.
Args:
  --order DIRS   direction preference, a permutation of NESW (ESNW)
  --spore N      spore when a burst from a tip would cover at least N open cells; 0 never spores (0)
Rules: docs/games/mycelium.md."""
import sys

from xparena import play

STEPS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def options(argv):
    settings = {"order": "ESNW", "spore": "0"}
    for i in range(0, len(argv), 2):
        name = argv[i].lstrip("-")
        if name not in settings:
            raise SystemExit(f"unknown argument {argv[i]}")
        settings[name] = argv[i + 1]
    return settings["order"], int(settings["spore"])


ORDER, SPORE = options(sys.argv[1:])


def open_around(observation, tip, radius):
    """Unowned non-rock cells within Manhattan `radius` of the tip."""
    size = observation["rules"]["size"]
    rocks = {tuple(cell) for cell in observation["rocks"]}
    count = 0
    for r in range(max(0, tip[0] - radius), min(size, tip[0] + radius + 1)):
        for c in range(max(0, tip[1] - radius), min(size, tip[1] + radius + 1)):
            near = abs(r - tip[0]) + abs(c - tip[1]) <= radius
            if near and (r, c) not in rocks and observation["owner"][r][c] == -1:
                count += 1
    return count


def decide(observation, legal, context):
    tips = observation["colonies"][observation["you"]]["tips"]
    grows = {(a["tip"], a["dir"]): a for a in legal if a["type"] == "grow"}
    if SPORE:
        for action in legal:
            if action["type"] == "spore":
                if open_around(observation, tips[action["tip"]], observation["rules"]["sporeRadius"]) >= SPORE:
                    return action
    for index, (row, column) in enumerate(tips):
        for d in ORDER:
            action = grows.get((index, d))
            if action and observation["owner"][row + STEPS[d][0]][column + STEPS[d][1]] == -1:
                return action
    for d in ORDER:
        action = grows.get((0, d))
        if action and observation["owner"][tips[0][0] + STEPS[d][0]][tips[0][1] + STEPS[d][1]] == observation["you"]:
            # Alternate direction preference with the turn so it does not pace between two cells forever.
            if observation["turn"] % 3 != 0 or d == ORDER[-1]:
                return action
    context.log("stuck")
    return legal[-1]


play(decide)
