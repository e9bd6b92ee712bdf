"""Masked duel, reference in Python: the same idea as the JavaScript reference.

Deduce the enemy's identities from the public history, assert when the expected damage beats the expected penalty,
then make the normal attack worth the most hit points now (damage and kills). It never uses a skill: valuing them is
left to whoever improves it.
"""

from xparena import play

KILL_BONUS = 50


def consequences(history, start):
    """The events one action caused: from its act event up to the next decision's event."""
    out = []
    for event in history[start + 1:]:
        if event["kind"] in ("act", "assert", "pass") or event["turn"] != history[start]["turn"]:
            break
        out.append(event)
    return out


def clues(history, seat, slots, ability_type):
    """Per slot of seat: the type a reveal, skill or passive named (or None), and types wrong assertions excluded."""
    known = [None] * slots
    excluded = [[] for _ in range(slots)]
    for event in history:
        kind = event["kind"]
        if kind == "assert":
            if event["seat"] == seat:
                continue
            if event["correct"]:
                known[event["slot"]] = event["guess"]
            else:
                excluded[event["slot"]].append(event["guess"])
        elif event["seat"] != seat:
            continue
        elif kind == "reveal":
            known[event["slot"]] = event["type"]
        elif kind == "act" and event["move"] != "attack":
            known[event["slot"]] = ability_type[event["move"]]
        elif kind == "passive":
            known[event["slot"]] = ability_type[event["passive"]]
    return known, excluded


def deduce(observation, rules):
    """Per enemy slot, the types still possible after every clue and every normal attack seen."""
    seat = observation["seat"]
    enemy = 1 - seat
    units = observation["sides"][enemy]
    mine = observation["sides"][seat]
    history = observation["history"]
    known, excluded = clues(history, enemy, len(units), rules["ability_type"])
    attack_of = [None] * len(units)
    ruled_out = [[] for _ in units]
    for index, event in enumerate(history):
        if event["kind"] != "act" or event["move"] != "attack" or not event["target"]:
            continue
        after = consequences(history, index)
        t_seat, t_slot = event["target"]["seat"], event["target"]["slot"]

        def passive_of(s, slot):
            return any(e["kind"] == "passive" and e["seat"] == s and e["slot"] == slot for e in after)

        hit = next(
            (e for e in after if e["kind"] == "damage" and e["source"] == "attack" and e["seat"] == t_seat
             and e["slot"] == t_slot),
            None,
        )
        if t_seat == enemy and not passive_of(enemy, t_slot):
            ruled_out[t_slot].append("warden")
            if hit:
                ruled_out[t_slot].append("thorn")
        died = any(e["kind"] == "death" and e["seat"] == t_seat and e["slot"] == t_slot for e in after)
        if event["seat"] != enemy or passive_of(enemy, event["slot"]) or not hit or died:
            continue
        if mine[t_slot]["type"] != "warden":
            attack_of[event["slot"]] = hit["amount"] + hit["absorbed"]
    taken = {unit["type"] or known[slot] for slot, unit in enumerate(units)} - {None}
    lists = []
    for slot, unit in enumerate(units):
        sure = unit["type"] or known[slot]
        if sure:
            lists.append([sure])
            continue
        possible = [
            t for t in rules["types"]
            if t not in taken and t not in excluded[slot]
            and (not unit["alive"] or rules["by_type"][t]["maxHp"] > unit["missing"])
        ]
        narrowed = [
            t for t in possible
            if t not in ruled_out[slot] and (attack_of[slot] is None or rules["by_type"][t]["attack"] == attack_of[slot])
        ]
        lists.append(narrowed or possible)
    changed = True
    while changed:
        changed = False
        for slot, pinned in enumerate(lists):
            if len(pinned) != 1:
                continue
            for index, other in enumerate(lists):
                if index == slot or len(other) == 1 or pinned[0] not in other:
                    continue
                lists[index] = [t for t in other if t != pinned[0]]
                changed = True
    return lists


def rules_of(observation):
    by_type = {c["type"]: c for c in observation["roster"]}
    ability_type = {}
    for c in observation["roster"]:
        ability_type[c["skill"]] = c["type"]
        ability_type[c["passive"]] = c["type"]
    return {"by_type": by_type, "ability_type": ability_type, "types": [c["type"] for c in observation["roster"]]}


def choose(observation, legal):
    rules = rules_of(observation)
    n = observation["numbers"]
    by_type = rules["by_type"]
    seat = observation["seat"]
    mine = observation["sides"][seat]
    theirs = observation["sides"][1 - seat]
    candidates = deduce(observation, rules)

    def share(types, kind):
        return 1 / len(types) if kind in types else 0

    def max_hp_of(unit, types):
        if unit["maxHp"] is not None:
            return unit["maxHp"]
        return sum(by_type[t]["maxHp"] for t in types) / max(1, len(types))

    def hp_of(unit, types):
        return unit["hp"] if unit["hp"] is not None else max_hp_of(unit, types) - unit["missing"]

    if observation["phase"] == "assert":
        owl = any(u["type"] == "owl" and u["alive"] for u in mine)
        hit = n["assertHit"] + (n["insightBonus"] if owl else 0)
        living = sum(1 for u in mine if u["alive"])
        best, best_value = {"kind": "skip"}, 0
        for slot, unit in enumerate(theirs):
            types = candidates[slot]
            if not unit["alive"] or unit["revealed"] or not types:
                continue
            p = 1 / len(types)
            value = p * hit - (1 - p) * n["wrongAssertPenalty"] * living
            if value > best_value:
                best, best_value = {"kind": "assert", "slot": slot, "type": types[0]}, value
        return best

    def hit_value(slot, amount, attack):
        unit = theirs[slot]
        types = candidates[slot]
        hardened = share(types, "warden") if attack else 0
        dodge = 1 - share(types, "moth") / 4 if attack else 1
        landed = max(0, amount * (1 - hardened / 4) - unit["shield"]) * dodge
        hp = hp_of(unit, types)
        return min(landed, hp) + (KILL_BONUS if landed >= hp else 0) + (1 - hp / max_hp_of(unit, types)) * 10

    def attack_value(unit, target):
        me = mine[unit]
        them = theirs[target]
        types = candidates[target]
        kind = by_type[me["type"]]
        raged = me["type"] == "brute" and me["hp"] * 2 < kind["maxHp"]
        keen = me["type"] == "stinger" and hp_of(them, types) * 2 < max_hp_of(them, types)
        power = kind["attack"] + (n["rageBonus"] if raged or keen else 0)
        return hit_value(target, power, True) - share(types, "thorn") * n["thornsDamage"]

    moves = [action for action in legal if action["kind"] != "skill"]
    if not moves:
        return legal[0]
    best, best_value = moves[0], float("-inf")
    for action in moves:
        value = attack_value(action["unit"], action["target"]) if action["kind"] == "attack" else 0
        if value > best_value:
            best, best_value = action, value
    return best


def decide(observation, legal, context):
    action = choose(observation, legal)
    context.log(str(action))
    return action


if __name__ == "__main__":
    play(decide)
