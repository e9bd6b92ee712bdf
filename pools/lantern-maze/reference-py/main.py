"""Lantern Maze, reference in Python: every move is scored by the pull of all loot (worth x 0.8^distance, less where
the rival is closer), minus danger next to an active beast; a lit miner hunts beasts, and a pouncing beast is snared."""

from xparena import play, seeded_random

MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
FADE = [0.8**distance for distance in range(1024)]
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
    if theirs < 0 or theirs > mine:
        return 1
    return 0.5 if theirs == mine else 0.15


def decide(observation, legal, context):
    if len(legal) == 1:
        return legal[0]
    rng = state["random"]
    board, size, rules, beasts = observation["board"], observation["size"], observation["rules"], observation["beasts"]
    me = observation["miners"][observation["you"]]
    rival = observation["miners"][1 - observation["you"]]
    lit = me["lit"] >= 2
    threats = [] if lit else [beast for beast in beasts if beast["rest"] <= 1]
    if "snare" in legal and any(b["rest"] == 0 and adjacent(b["cell"], me["cell"]) for b in threats):
        context.log("beast about to pounce: snare")
        return "snare"
    unsafe = set()
    for beast in threats:
        row, column = beast["cell"]
        unsafe.add(row * size + column)
        if beast["rest"] == 0:
            for dr, dc in MOVES.values():
                unsafe.add((row + dr) * size + column + dc)
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
                targets.append((index, worth, size * size, rival_distance[index]))
    if lit:
        for beast in beasts:
            if beast["rest"] == 0:
                targets.append((beast["cell"][0] * size + beast["cell"][1], rules["banishBonus"], me["lit"] - 1, -1))
    blocked = f"miner {observation['you']} was blocked by the other miner" in observation["events"]
    give_way = blocked and rng.random() < 0.5
    best, best_value = legal[0], float("-inf")
    for action in legal:
        if action == "snare":
            continue
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
    context.log(f"{best} ({best_value:.2f})")
    return best


if __name__ == "__main__":
    play(decide, setup)
