"""Mycelium reference in Python: scores every legal action one ply deep (cells and nutrients gained, cuts into the
enemy, threats to itself) and plays the best; ties go to a seeded random draw. Rules: docs/games/mycelium.md."""
from xparena import play, seeded_random

DIRS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
rng = seeded_random(0)


def distance(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


class View:
    """Everything the valuation reads, built once per turn from the observation."""

    def __init__(self, observation):
        self.observation = observation
        self.rules = observation["rules"]
        self.size = self.rules["size"]
        self.owner = observation["owner"]
        self.you = observation["you"]
        self.me = observation["colonies"][self.you]
        self.enemy = observation["colonies"][1 - self.you]
        self.rocks = {tuple(cell) for cell in observation["rocks"]}
        self.nutrients = {tuple(cell) for cell in observation["nutrients"]}
        self.to_free = self._distances_to_free()
        origin = tuple(self.me["origin"])
        # How close the nearest enemy tip is to our origin.
        self.danger = min([self.size * 2] + [distance(tuple(tip), origin) for tip in self.enemy["tips"]])

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

    def _distances_to_free(self):
        """Steps to the nearest unowned cell through non-rock cells (breadth-first from every unowned cell)."""
        far = self.size * self.size
        dist = {}
        queue = []
        for row in range(self.size):
            for column in range(self.size):
                if self.open((row, column)):
                    dist[(row, column)] = 0
                    queue.append((row, column))
        head = 0
        while head < len(queue):
            cell = queue[head]
            head += 1
            for nxt in self.neighbours(cell):
                if nxt in self.rocks or nxt in dist:
                    continue
                dist[nxt] = dist[cell] + 1
                queue.append(nxt)
        return lambda cell: dist.get(cell, far)


def cut_size(v, seat, removed):
    """Cells `seat` loses if `removed` is taken: the cell and everything cut off behind it."""
    colony = v.observation["colonies"][seat]
    origin = tuple(colony["origin"])
    if origin == removed:
        return colony["cells"]
    seen = {removed, origin}
    stack = [origin]
    while stack:
        for nxt in v.neighbours(stack.pop()):
            if nxt in seen or v.owner_of(nxt) != seat:
                continue
            seen.add(nxt)
            stack.append(nxt)
    return colony["cells"] - (len(seen) - 1)


def free_neighbours(v, cell):
    return sum(1 for nxt in v.neighbours(cell) if v.open(nxt))


def spore_reach(v, tip):
    """Unowned cells a spore keeps: in range, connected to the tip through unowned cells in range (nutrients double)."""
    seen = {tip}
    stack = [tip]
    count = 0
    while stack:
        for nxt in v.neighbours(stack.pop()):
            far = abs(nxt[0] - tip[0]) + abs(nxt[1] - tip[1]) > v.rules["sporeRadius"]
            if far or nxt in seen or not v.open(nxt):
                continue
            seen.add(nxt)
            count += 2 if nxt in v.nutrients else 1
            stack.append(nxt)
    return count


def harden_value(v):
    rules = v.rules
    if v.enemy["energy"] < rules["overgrowCost"]:
        return -1
    threat = 0
    for tip in v.enemy["tips"]:
        for cell in v.neighbours(tuple(tip)):
            if v.owner_of(cell) != v.you or v.observation["hardened"][cell[0]][cell[1]] > 1:
                continue
            origin = cell == tuple(v.me["origin"])
            if origin and v.enemy["energy"] + rules["nutrientEnergy"] >= rules["originCost"]:
                return 100
            if not origin:
                threat = max(threat, cut_size(v, v.you, cell))
    return threat * 0.8 if threat >= 4 else -1


def value(v, action):
    kind = action["type"]
    if kind == "wait":
        return 0
    if kind == "harden":
        return harden_value(v)
    tip = tuple(v.me["tips"][action["tip"]])
    if kind == "spore":
        count = spore_reach(v, tip)
        return 0.9 * count if count >= 5 else -1
    dr, dc = DIRS[action["dir"]]
    target = (tip[0] + dr, tip[1] + dc)
    nutrient = 3 if target in v.nutrients else 0
    if kind == "split":
        if v.me["energy"] < v.rules["splitCost"] + 1:
            return -1
        return 2.1 + nutrient + 0.2 * free_neighbours(v, target)
    owner = v.owner_of(target)
    if owner == -1:
        return 2 + nutrient + 0.2 * free_neighbours(v, target)
    if owner == v.you:
        return 0.3 + 0.5 * (v.to_free(tip) - v.to_free(target))
    tip_there = any(tuple(enemy_tip) == target for enemy_tip in v.enemy["tips"])
    raider = 30 if tip_there and distance(target, tuple(v.me["origin"])) <= 2 else 0
    origin = 50 if target == tuple(v.enemy["origin"]) else 0
    return 1.5 + cut_size(v, owner, target) + (2 if tip_there else 0) + raider + origin


def spending(v, action):
    """Energy an action costs."""
    rules, kind = v.rules, action["type"]
    if kind in ("split", "spore", "harden"):
        return rules[kind + "Cost"]
    if kind == "wait":
        return 0
    tip = v.me["tips"][action["tip"]]
    dr, dc = DIRS[action["dir"]]
    target = (tip[0] + dr, tip[1] + dc)
    if v.owner_of(target) != 1 - v.you:
        return 0
    return rules["originCost"] if target == tuple(v.enemy["origin"]) else rules["overgrowCost"]


def worth(v, action):
    """The action's value, less 3 when it spends below a hardening's cost while an enemy tip nears our origin."""
    spent = spending(v, action)
    risky = v.danger <= 4 and spent > 0 and action["type"] != "harden" and v.me["energy"] - spent < v.rules["hardenCost"]
    return value(v, action) - (3 if risky else 0)


def decide(observation, legal, context):
    v = View(observation)
    best, best_value = legal[-1], float("-inf")
    for action in legal:
        score = worth(v, action) + rng.random() * 0.01
        if score > best_value:
            best, best_value = action, score
    context.log(f"best {best} worth {best_value:.2f}")
    return best


def setup(start):
    global rng
    rng = seeded_random(start["seed"])


play(decide, setup)
