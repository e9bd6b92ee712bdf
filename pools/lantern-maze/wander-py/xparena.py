"""The xparena program SDK for Python (standard library only): the protocol of docs/program-protocol.md behind one
`decide(observation, legal, context)` function. Copy this file next to your bot."""

import json
import random
import sys


class Context:
    """What a turn offers besides the observation: the start message, the step, retry feedback, time, and a log."""

    def __init__(self, start, turn):
        self.start = start
        self.seat = start.get("seat") if start else None
        self.step = turn.get("step")
        self.attempt = turn.get("attempt", 0)
        self.feedback = turn.get("feedback")
        self.time_left_ms = turn.get("time_left_ms")
        self.notes = []

    def log(self, *parts):
        """Adds a line to the move's log (kept in the match record and shown in replays)."""
        self.notes.append(" ".join(str(part) for part in parts))


def play(decide, setup=None):
    """Plays one match over stdin and stdout: answers `start` with `ready` (after `setup(start)`, if given), calls
    `decide(observation, legal, context)` at every turn and writes the action it returns, until the match ends."""
    start = None
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "start":
            start = message
            if setup:
                setup(start)
            send({"type": "ready"})
        elif kind == "turn":
            context = Context(start, message)
            action = decide(message.get("observation"), message.get("legal", []), context)
            answer = {"action": action}
            if context.notes:
                answer["log"] = "\n".join(context.notes)
            send(answer)
        elif kind == "end":
            break


def is_legal(action, legal):
    """True when `action` is one of `legal` (compared as JSON)."""
    text = json.dumps(action, sort_keys=True)
    return any(json.dumps(candidate, sort_keys=True) == text for candidate in legal)


def seeded_random(seed):
    """A random generator of its own, seeded with `start["seed"]` so a match can be reproduced."""
    return random.Random(seed)


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()
