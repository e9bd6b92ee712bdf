"""Kuhn poker, simply: bet or call with a king, check and call a bet with a queen, bluff a jack a third of the time."""

from xparena import play, seeded_random

state = {"random": seeded_random(0)}


def setup(start):
    state["random"] = seeded_random(start["seed"])


def decide(observation, legal, context):
    card = observation["card"]
    rng = state["random"]

    def choose(action, why):
        context.log(f"{card}: {why}")
        return action if action in legal else legal[0]

    if "call" in legal:
        if card == "K":
            return choose("call", "call with the best card")
        if card == "Q" and rng.random() < 0.5:
            return choose("call", "call with a queen")
        return choose("fold", "fold")
    if card == "K":
        return choose("bet", "bet the best card")
    if card == "J" and rng.random() < 1 / 3:
        return choose("bet", "bluff")
    return choose("check", "check")


if __name__ == "__main__":
    play(decide, setup)
