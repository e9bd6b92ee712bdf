"""Mycelium forager (Python): chases nutrients along breadth-first paths, spores when a burst keeps enough cells,
overgrows by the cut it makes, and hardens only when the origin is threatened. Args:
  --eps P        chance of playing a uniformly random legal action instead (0)
  --spore N      fewest cells a spore must keep; 99 never spores (6)
  --attack X     weight of overgrowths; 0 never overgrows (1)
  --harden 0|1   harden when an enemy tip touches the origin (1)
  --hunger X     weight of getting closer to the nearest nutrient (0.4)
Rules: docs/games/mycelium.md."""
import sys

from xparena import play, seeded_random

DIRS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def options(argv):
    """The arguments, numbers by name, over the defaults."""
    settings = {"eps": 0.0, "spore": 6.0, "attack": 1.0, "harden": 1.0, "hunger": 0.4}
    for i in range(0, len(argv), 2):
        name = argv[i].lstrip("-")
        if name not in settings:
            raise SystemExit(f"unknown argument {argv[i]}")
        settings[name] = float(argv[i + 1])
    return settings


OPT = options(sys.argv[1:])
rng = seeded_random(0)


class View:
    """The board as sets and breadth-first distances, built once per turn."""

    def __init__(self, observation):
        self.obs = observation
        self.rules = observation["rules"]
        self.size = self.rules["size"]
        self.owner = observation["owner"]
        self.you = observation["you"]
        self.me = observation["colonies"][self.you]
        self.enemy = observation["colonies"][1 - self.you]
        self.rocks = {tuple(cell) for cell in observation["rocks"]}
        self.nutrients = {tuple(cell) for cell in observation["nutrients"]}
        cells = [(r, c) for r in range(self.size) for c in range(self.size)]
        self.to_free = self.spread([cell for cell in cells if self.open(cell)])
        self.to_food = self.spread(list(self.nutrients))

    def neighbours(self, cell):
        row, column = cell
        for dr, dc in DIRS.values():
            r, c = row + dr, column + dc
            if 0 <= r < self.size and 0 <= c < self.size:
                yield (r, c)

    def owner_of(self, cell):
        return self.owner[cell[0]][cell[1]]

    def open(self, cell):
        return cell not in self.rocks and self.owner_of(cell) == -1

    def spread(self, starts):
        """Steps from the start cells to every cell through non-rock cells."""
        dist = {cell: 0 for cell in starts}
        queue = list(dist)
        for cell in queue:
            for nxt in self.neighbours(cell):
                if nxt not in self.rocks and nxt not in dist:
                    dist[nxt] = dist[cell] + 1
                    queue.append(nxt)
        far = self.size * self.size
        return lambda cell: dist.get(cell, far)


def cut_size(v, seat, removed):
    """Cells `seat` loses if `removed` is taken: the cell and everything cut off behind it."""
    colony = v.obs["colonies"][seat]
    origin = tuple(colony["origin"])
    if origin == removed:
        return colony["cells"]
    seen = {removed, origin}
    stack = [origin]
    while stack:
        for nxt in v.neighbours(stack.pop()):
            if nxt not in seen and v.owner_of(nxt) == seat:
                seen.add(nxt)
                stack.append(nxt)
    return colony["cells"] - (len(seen) - 1)


def spore_reach(v, tip):
    """Open cells within the spore radius connected to the tip through open cells."""
    radius = v.rules["sporeRadius"]
    seen = {tip}
    stack = [tip]
    count = 0
    while stack:
        for nxt in v.neighbours(stack.pop()):
            if nxt in seen or not v.open(nxt) or abs(nxt[0] - tip[0]) + abs(nxt[1] - tip[1]) > radius:
                continue
            seen.add(nxt)
            count += 1
            stack.append(nxt)
    return count


def value(v, action):
    kind = action["type"]
    if kind == "wait":
        return 0.0
    if kind == "harden":
        if not OPT["harden"]:
            return -1.0
        origin = tuple(v.me["origin"])
        close = any(abs(t[0] - origin[0]) + abs(t[1] - origin[1]) <= 1 for t in v.enemy["tips"])
        return 50.0 if close and v.obs["hardened"][origin[0]][origin[1]] <= 1 else -1.0
    tip = tuple(v.me["tips"][action["tip"]])
    if kind == "spore":
        count = spore_reach(v, tip)
        return 1.0 * count if count >= OPT["spore"] else -1.0
    dr, dc = DIRS[action["dir"]]
    target = (tip[0] + dr, tip[1] + dc)
    food = OPT["hunger"] * (v.to_food(tip) - v.to_food(target)) if v.nutrients else 0.0
    if kind == "split":
        spare = v.me["energy"] - v.rules["splitCost"] >= v.rules["sporeCost"]
        return 1.5 + (4 if target in v.nutrients else 0) if spare else -1.0
    owner = v.owner_of(target)
    if owner == -1:
        free = sum(1 for n in v.neighbours(target) if v.open(n))
        return 2.0 + (4 if target in v.nutrients else 0) + 0.3 * free + food
    if owner == v.you:
        return 0.3 + 0.5 * (v.to_free(tip) - v.to_free(target)) + 0.5 * food
    if OPT["attack"] <= 0:
        return -1.0
    bonus = 60 if target == tuple(v.enemy["origin"]) else 0
    return OPT["attack"] * (1.0 + cut_size(v, owner, target)) + bonus


def decide(observation, legal, context):
    if OPT["eps"] > 0 and rng.random() < OPT["eps"]:
        context.log("random move")
        return rng.choice(legal)
    v = View(observation)
    best, best_value = legal[-1], float("-inf")
    for action in legal:
        score = value(v, action) + rng.random() * 0.01
        if score > best_value:
            best, best_value = action, score
    context.log(f"best {best} worth {best_value:.2f}")
    return best


def setup(start):
    global rng
    rng = seeded_random(start["seed"])


play(decide, setup)
