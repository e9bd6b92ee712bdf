// The xparena program SDK for JavaScript (Node.js, standard library only): the protocol of docs/program-protocol.md
// behind one `decide(observation, legal, context)` function. Copy this file next to your bot.
import { createInterface } from 'node:readline';

/**
 * Plays one match over stdin and stdout: answers `start` with `ready` (after `setup(start)`, if given), calls
 * `decide(observation, legal, context)` at every turn and writes its action, and returns when the match ends.
 * `decide` returns the action (or a promise of it); `context.log(...)` adds to the move's log.
 */
export async function play(decide, { setup } = {}) {
  let start;
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const message = JSON.parse(line);
    if (message.type === 'start') {
      start = message;
      await setup?.(start);
      send({ type: 'ready' });
    } else if (message.type === 'turn') {
      const notes = [];
      const context = {
        start,
        seat: start?.seat,
        step: message.step,
        attempt: message.attempt,
        feedback: message.feedback,
        timeLeftMs: message.time_left_ms,
        log: (...parts) => notes.push(parts.map(String).join(' ')),
      };
      const action = await decide(message.observation, message.legal ?? [], context);
      send(notes.length ? { action, log: notes.join('\n') } : { action });
    } else if (message.type === 'end') {
      break;
    }
  }
  lines.close();
}

/** True when `action` is one of `legal` (compared as JSON). */
export function isLegal(action, legal) {
  const text = JSON.stringify(action);
  return legal.some((candidate) => JSON.stringify(candidate) === text);
}

/** A small seeded random generator (mulberry32): `next()` in [0, 1), `pick(list)`; seed it with `start.seed`. */
export function seededRandom(seed) {
  let value = seed >>> 0;
  const next = () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let t = value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

function send(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}
