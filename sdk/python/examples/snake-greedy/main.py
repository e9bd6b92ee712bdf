"""Snake, greedily: the safe move that brings the head closest to the nearest apple."""

from xparena import play

MOVES = {"UP": (-1, 0), "DOWN": (1, 0), "LEFT": (0, -1), "RIGHT": (0, 1)}


def decide(observation, legal, context):
    rules = observation["rules"]
    snake = observation["snake"]
    apples = observation["apples"]
    head = snake[0]
    blocked = {tuple(cell) for cell in snake[:-1] + observation["obstacles"]}

    def safe(row, column):
        inside = 1 <= row <= rules["height"] and 1 <= column <= rules["width"]
        return inside and (row, column) not in blocked

    best = None
    for move in legal:
        if move not in MOVES:
            continue
        row, column = head[0] + MOVES[move][0], head[1] + MOVES[move][1]
        if not safe(row, column):
            continue
        score = min((abs(a[0] - row) + abs(a[1] - column) for a in apples), default=0)
        if best is None or score < best[1]:
            best = (move, score)
    if best is None:
        context.log("no safe move; ending")
        return "END" if "END" in legal else legal[0]
    context.log(f"head at {tuple(head)}; nearest apple {best[1]} away after {best[0]}")
    return best[0]


if __name__ == "__main__":
    play(decide)
