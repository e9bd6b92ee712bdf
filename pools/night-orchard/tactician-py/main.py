"""The Python tactician: the Python reference with its weights as arguments and deliberate flaws, either role.

`python3 main.py [--noise 0.05] [--room 0.5] [--items 0] [--margin 1] [--forget 2] [--territory 4]`: noise is the
chance of a seeded random legal action; room, items and margin are the fox's weights (its cells reached first, item
bonuses, the hound distance it refuses); forget is a hound the fox ignores or the keeper never moves; territory is the
keeper's weight of the fox's territory against the hounds' closeness.
"""
import sys

from xparena import play, seeded_random

OPTIONS = {"noise": 0.0, "room": 0.2, "items": 1.0, "margin": 1, "forget": -1, "territory": 4.0}

FAR = 999
DELTAS = {"stay": (0, 0), "up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
BONUS = {"golden": 6, "dash": 2, "mask": 3, "scare": 4}


def step(cell, move):
    return (cell[0] + DELTAS[move][0], cell[1] + DELTAS[move][1])


def distances(grid, size, start, offset=0):
    """Steps from `start` to every cell (row-major list), `offset` added; FAR where unreachable."""
    distance = [FAR] * (size * size)
    first = start[0] * size + start[1]
    distance[first] = offset
    queue = [first]
    for index in queue:
        nxt = distance[index] + 1
        for neighbour in (index - size, index + size, index - 1, index + 1):
            if distance[neighbour] == FAR and grid[neighbour]:
                distance[neighbour] = nxt
                queue.append(neighbour)
    return distance


def path_grid(observation):
    return [symbol == "." for line in observation["map"] for symbol in line]


def fox_score(observation, grid, cell, hounds, worth):
    size = observation["size"]
    danger = hounds[cell[0] * size + cell[1]]
    if danger <= OPTIONS["margin"]:
        return -1000 + danger
    fox = distances(grid, size, cell)
    goal, risky_goal, room = None, -40, 0
    for index, steps in enumerate(fox):
        if steps == FAR:
            continue
        if worth[index] >= 0:
            risky_goal = max(risky_goal, worth[index] - steps - 20)
        if steps + 1 >= hounds[index]:
            continue
        room += 1
        if worth[index] >= 0:
            goal = worth[index] - steps if goal is None else max(goal, worth[index] - steps)
    if goal is None:
        goal = risky_goal
    here = worth[cell[0] * size + cell[1]]
    return (2 + here if here >= 0 else 0) + goal + min(room, 20) * OPTIONS["room"] + min(danger, 5) * 0.3


def decide_fox(observation, legal):
    size = observation["size"]
    grid = path_grid(observation)
    hounds = [FAR] * (size * size)
    for number, hound in enumerate(observation["hounds"]):
        if number != OPTIONS["forget"]:
            hounds = list(map(min, hounds, distances(grid, size, hound["at"], hound["stun"])))
    worth = [-1] * (size * size)
    for cell in observation["fruit"]:
        worth[cell[0] * size + cell[1]] = 0
    for cell in observation["golden"]:
        worth[cell[0] * size + cell[1]] = BONUS["golden"]
    for item in observation["items"]:
        if OPTIONS["items"] > 0:
            worth[item["at"][0] * size + item["at"][1]] = BONUS[item["kind"]] * OPTIONS["items"]
    at = observation["fox"]["at"]
    best, best_score = legal[0], float("-inf")
    for action in legal:
        if "scare" in action:
            continue
        if "dash" in action:
            cell = step(step(at, action["dash"]), action["dash"])
        else:
            cell = step(at, action["move"])
        score = fox_score(observation, grid, cell, hounds, worth)
        if score > best_score:
            best, best_score = action, score
    scare = next((action for action in legal if "scare" in action), None)
    if scare and best_score < -500:
        return scare, "cornered: scare"
    return best, f"score {best_score:.1f}"


def decide_keeper(observation, legal):
    size = observation["size"]
    grid = path_grid(observation)
    fox = observation["fox"]["at"] or observation["fox"]["seen"]
    fox_index = fox[0] * size + fox[1]
    fox_distance = distances(grid, size, fox)
    reachable = [index for index, steps in enumerate(fox_distance) if steps != FAR]
    cache = {}

    def hound_map(index, move):
        if (index, move) not in cache:
            hound = observation["hounds"][index]
            cell = hound["at"] if hound["stun"] > 0 else step(hound["at"], move)
            cache[(index, move)] = distances(grid, size, cell, max(0, hound["stun"] - 1))
        return cache[(index, move)]

    scare_reach = observation["scareRange"] if observation["fox"]["skills"]["scare"] > 0 else -1
    best, best_score = legal[0], float("inf")
    for action in legal:
        if OPTIONS["forget"] >= 0 and action["moves"][OPTIONS["forget"]] != "stay":
            continue
        a, b, c = (hound_map(index, move) for index, move in enumerate(action["moves"]))
        territory = sum(1 for index in reachable if fox_distance[index] < min(a[index], b[index], c[index]))
        closeness = 0
        for hound in (a, b, c):
            steps = hound[fox_index]
            closeness += min(steps, 40) + (3 if 0 < steps <= scare_reach else 0)
        score = territory * OPTIONS["territory"] + closeness
        if score < best_score:
            best, best_score = action, score
    return best, f"fox territory score {best_score}"


def decide(observation, legal, context):
    if OPTIONS["noise"] > 0 and RANDOM[0].random() < OPTIONS["noise"]:
        context.log("noise: a random action")
        return RANDOM[0].choice(legal)
    if observation["role"] == "fox":
        action, note = decide_fox(observation, legal)
    else:
        action, note = decide_keeper(observation, legal)
    context.log(note)
    return action


def read_options(argv):
    for name, value in zip(argv[::2], argv[1::2]):
        key = name.removeprefix("--")
        if key not in OPTIONS:
            raise SystemExit(f"unknown option {name}")
        OPTIONS[key] = type(OPTIONS[key])(float(value))


RANDOM = [None]


def setup(start):
    RANDOM[0] = seeded_random(start["seed"])


read_options(sys.argv[1:])
play(decide, setup)
