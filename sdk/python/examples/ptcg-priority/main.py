"""PTCG by priority: the legal action whose type comes first in PRIORITY (set up, develop, attack, end the turn)."""

from xparena import play

PRIORITY = [
    "turn-order",
    "mulligan-draw",
    "place-active",
    "place-bench",
    "ready",
    "evolve",
    "play-basic",
    "attach-energy",
    "attach-tool",
    "attack",
    "choose-pokemon",
    "choose-card",
    "answer",
    "done",
    "end-turn",
]
# Items and Supporters only when nothing above is legal: most of them draw, and a deck that runs out loses.


def rank(action):
    kind = action.get("type") if isinstance(action, dict) else None
    return PRIORITY.index(kind) if kind in PRIORITY else len(PRIORITY)


def decide(observation, legal, context):
    action = min(legal, key=rank)
    context.log(f"{action.get('type')} (first of {len(legal)} legal by priority)")
    return action


if __name__ == "__main__":
    play(decide)
