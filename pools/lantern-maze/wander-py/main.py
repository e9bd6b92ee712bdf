"""Lantern Maze, wanderers in Python: the deliberately weak styles of the pool's bottom.
--style random: a seeded random walk (never snares). --style nearest: walks the shortest path to the nearest moss or
nugget, blind to beasts and the rival. --style timid: the nearest-loot walk, but it stays put whenever an active beast
is within --fear steps (4). --style sweep: a fixed pattern, always trying its directions in one order (right, down,
left, up) and turning only at walls: easy to predict and to beat. --style hoarder: the nearest-loot walk that lays
every snare at once on its first turns. --noise P (0) adds a chance of a random move to any style."""

import sys

from xparena import play, seeded_random


def option(name, fallback):
    if f"--{name}" in sys.argv:
        return sys.argv[sys.argv.index(f"--{name}") + 1]
    return fallback


STYLE = option("style", "random")
FEAR = int(option("fear", "4"))
NOISE = float(option("noise", "0"))
MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
SWEEP = ["right", "down", "left", "up"]
state = {"random": seeded_random(0), "heading": "right"}


def setup(start):
    state["random"] = seeded_random(start["seed"])
    state["heading"] = "right"


def first_steps(board, start):
    """Breadth-first search from `start`: for every reachable cell, its distance and the first move towards it."""
    size = len(board)
    found = {start: (0, None)}
    queue = [start]
    for cell in queue:
        for move, (dr, dc) in MOVES.items():
            nxt = (cell[0] + dr, cell[1] + dc)
            if nxt in found or board[nxt[0]][nxt[1]] == "#":
                continue
            found[nxt] = (found[cell][0] + 1, found[cell][1] or move)
            queue.append(nxt)
    return found, size


def nearest_loot(observation, walks):
    me = tuple(observation["miners"][observation["you"]]["cell"])
    board = observation["board"]
    found, _ = first_steps(board, me)
    best = None
    for cell, (distance, move) in found.items():
        if board[cell[0]][cell[1]] in ".*" and move in walks and (best is None or distance < best[0]):
            best = (distance, move)
    return best[1] if best else None


def decide(observation, legal, context):
    if len(legal) == 1:
        return legal[0]
    rng = state["random"]
    walks = [action for action in legal if action != "snare"]
    if STYLE == "random" or (NOISE > 0 and rng.random() < NOISE):
        return rng.choice(walks)
    if STYLE == "sweep":
        order = SWEEP[SWEEP.index(state["heading"]) :] + SWEEP[: SWEEP.index(state["heading"])]
        for move in order:
            if move in walks:
                state["heading"] = move
                return move
        return "stay"
    if STYLE == "hoarder" and "snare" in legal:
        return "snare"
    if STYLE == "timid":
        me = tuple(observation["miners"][observation["you"]]["cell"])
        found, _ = first_steps(observation["board"], me)
        for beast in observation["beasts"]:
            steps = found.get(tuple(beast["cell"]), (999, None))[0]
            if beast["rest"] == 0 and steps <= FEAR:
                return "stay"
    return nearest_loot(observation, walks) or rng.choice(walks)


if __name__ == "__main__":
    play(decide, setup)
