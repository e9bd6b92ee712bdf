"""Lantern Maze, greedy in Python: the reference's pull of all loot (worth x fade^distance, less where the rival is
closer) with its parts as arguments. --fade F (0.8) pull decay per step; --noise P (0) chance of a random move;
--danger R (1) steps from an active beast counted unsafe (0: ignores beasts); --contest 0|1 (1) discount loot the rival
reaches first; --hunt 0|1 (1) chase beasts while lit; --horizon H (999) ignore loot farther than H steps."""

import sys

from xparena import play, seeded_random


def option(name, fallback):
    if f"--{name}" in sys.argv:
        return float(sys.argv[sys.argv.index(f"--{name}") + 1])
    return fallback


FADE_RATE = option("fade", 0.8)
NOISE = option("noise", 0)
DANGER = int(option("danger", 1))
CONTESTED = option("contest", 1) == 1
HUNTS = option("hunt", 1) == 1
HORIZON = option("horizon", 999)
MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
FADE = [FADE_RATE**distance for distance in range(1024)]
state = {"random": seeded_random(0)}


def setup(start):
    state["random"] = seeded_random(start["seed"])


def distances_from(board, start):
    """Maze distances from `start` over the board (walls are '#'), as a flat row-major list (-1: unreachable)."""
    size = len(board)
    distance = [-1] * (size * size)
    first = start[0] * size + start[1]
    distance[first] = 0
    queue = [first]
    for index in queue:
        for nxt in (index - size, index + size, index - 1, index + 1):
            if distance[nxt] != -1 or board[nxt // size][nxt % size] == "#":
                continue
            distance[nxt] = distance[index] + 1
            queue.append(nxt)
    return distance


def adjacent(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def contest(theirs, mine):
    if not CONTESTED or theirs < 0 or theirs > mine:
        return 1
    return 0.5 if theirs == mine else 0.15


def decide(observation, legal, context):
    if len(legal) == 1:
        return legal[0]
    rng = state["random"]
    walks = [action for action in legal if action != "snare"]
    if NOISE > 0 and rng.random() < NOISE:
        return rng.choice(walks)
    board, size, rules, beasts = observation["board"], observation["size"], observation["rules"], observation["beasts"]
    me = observation["miners"][observation["you"]]
    rival = observation["miners"][1 - observation["you"]]
    lit = me["lit"] >= 2
    threats = [] if lit or DANGER == 0 else [beast for beast in beasts if beast["rest"] <= DANGER]
    if "snare" in legal and any(b["rest"] == 0 and adjacent(b["cell"], me["cell"]) for b in threats):
        return "snare"
    unsafe = set()
    for beast in threats:
        reach = distances_from(board, beast["cell"])
        radius = max(0, DANGER - beast["rest"])
        unsafe.update(index for index, steps in enumerate(reach) if 0 <= steps <= radius)
    rival_distance = distances_from(board, rival["cell"])
    targets = []
    for row in range(size):
        for column in range(size):
            found = board[row][column]
            worth = {".": 1, "*": rules["nuggetValue"]}.get(found, 0)
            if found == "L" and beasts:
                worth = rules["banishBonus"]
            index = row * size + column
            if worth > 0:
                targets.append((index, worth, HORIZON, rival_distance[index]))
    if lit and HUNTS:
        for beast in beasts:
            if beast["rest"] == 0:
                targets.append((beast["cell"][0] * size + beast["cell"][1], rules["banishBonus"], me["lit"] - 1, -1))
    blocked = f"miner {observation['you']} was blocked by the other miner" in observation["events"]
    give_way = blocked and rng.random() < 0.5
    best, best_value = walks[0], float("-inf")
    for action in walks:
        dr, dc = MOVES.get(action, (0, 0))
        nxt = (me["cell"][0] + dr, me["cell"][1] + dc)
        mine = distances_from(board, nxt)
        value = rng.random() * 0.01
        if nxt[0] * size + nxt[1] in unsafe:
            value -= 1000
        near_rival = list(nxt) == list(rival["cell"])
        if near_rival:
            value -= 3
        if give_way and (near_rival or adjacent(nxt, rival["cell"])):
            value -= 5
        for index, worth, reach, theirs in targets:
            distance = mine[index]
            if 0 <= distance <= reach:
                value += worth * contest(theirs, distance) * FADE[distance]
        if value > best_value:
            best, best_value = action, value
    return best


if __name__ == "__main__":
    play(decide, setup)
