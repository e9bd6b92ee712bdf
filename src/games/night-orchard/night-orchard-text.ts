// The text models and logs see: the rules per role, the orchard drawn with symbols, and actions as short words.
import { answerText, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import {
  type Direction,
  directions,
  type OrchardAction,
  type OrchardObservation,
  roleOf,
  steps,
} from './night-orchard-state.js';

const itemSymbols = { dash: 'D', mask: 'M', scare: 'S' } as const;
const foxAnswers = 'valid fox answers: stay, up, down, left, right, dash <up|down|left|right>, scare';
const keeperAnswers =
  'the keeper answers three moves, one per hound, e.g. "up stay left" (each stay, up, down, left or right)';

/** Renders night-orchard rules, boards and actions as text, and reads actions back. */
export const orchardText = {
  rules(params: Params, player: number): string {
    const role = roleOf(player);
    return [
      `Night orchard: you are the ${role} (seat ${player}). Seat 0 is a fox gathering fruit; seat 1 is the keeper, who moves three hounds. Both act at the same time every turn.`,
      `The orchard is a square grid; # is a tree (never entered), . a path. Cells are (row, column) from 0 at the top-left.`,
      'Symbols: o fruit (1 point), * golden fruit (more points), D dash item, M scent-mask item, S scare item, F fox, 1 2 3 the hounds (lowercase a b c when stunned), ? where the keeper last saw a masked fox.',
      'The fox moves one cell (stay, up, down, left, right). Entering a cell gathers its fruit and items. An item grants a skill for some turns: dash lets the fox move two cells in a straight line ("dash up"); the scent mask hides the fox from the keeper (the keeper sees only where it was last seen); scare ("scare", once) stuns every hound within distance 2 (rows plus columns) for 4 turns, this one included, and the fox stays put.',
      'The keeper gives each hound one move per turn, e.g. "up stay left" for hounds 1, 2 and 3. A stunned hound can only stay.',
      'A hound that is not stunned catches the fox when it ends its move on the fox, or when the two swap cells. A caught fox loses a life and goes back to its den; the hounds go back to the kennel.',
      `The fox wins as soon as its points reach the target (${params.targetPercent}% of all points on the map). The keeper wins when the fox has lost all ${params.lives} lives or after ${params.turnLimit} turns.`,
      '',
      'End your reply with one final line:',
      role === 'fox'
        ? 'Answer: <stay|up|down|left|right|dash up|…|scare>'
        : 'Answer: <move of hound 1> <move of hound 2> <move of hound 3>',
    ].join('\n');
  },

  observation(observation: OrchardObservation, _player: number): string {
    const { fox, hounds } = observation;
    const grid = observation.map.map((line) => [...line]);
    const put = (cell: readonly number[], symbol: string) => {
      const row = grid[cell[0] as number];
      if (row) row[cell[1] as number] = symbol;
    };
    for (const cell of observation.fruit) put(cell, 'o');
    for (const cell of observation.golden) put(cell, '*');
    for (const item of observation.items) put(item.at, itemSymbols[item.kind]);
    if (fox.at) put(fox.at, 'F');
    else put(fox.seen, '?');
    for (const [index, hound] of hounds.entries())
      put(hound.at, hound.stun > 0 ? ('abc'[index] ?? 'x') : String(index + 1));
    const skills = Object.entries(fox.skills)
      .map(([name, turns]) => `${name} ${turns}`)
      .join(', ');
    const lines = grid.map((row) => row.join(''));
    lines.push(
      `You are the ${observation.role}. Turn ${observation.turn} of ${observation.turnLimit}.`,
      `Fox: ${fox.at ? `at (${fox.at.join(', ')})` : `hidden, last seen at (${fox.seen.join(', ')}) on turn ${fox.seenTurn}`}; lives ${fox.lives}; points ${fox.points} of target ${observation.target}; skill turns left: ${skills}.`,
      `Hounds: ${hounds.map((hound, index) => `${index + 1} at (${hound.at.join(', ')})${hound.stun > 0 ? ` stunned ${hound.stun}` : ''}`).join('; ')}.`,
      `Left: ${observation.fruit.length} fruit, ${observation.golden.length} golden, ${observation.items.length} items.`,
    );
    const last = observation.last;
    if (last) {
      lines.push(
        `Last turn: ${last.caught ? 'the fox was caught' : `fox gathered ${last.fruit} fruit, ${last.golden} golden${last.picked.length ? `, picked ${last.picked.join(', ')}` : ''}`}${last.scared.length ? `; scared hounds ${last.scared.map((index) => index + 1).join(', ')}` : ''}.`,
      );
    }
    if (observation.winner) lines.push(`Match over (${observation.end}): the ${observation.winner} wins.`);
    return lines.join('\n');
  },

  action(action: OrchardAction): string {
    if ('moves' in action) return action.moves.join(' ');
    if ('dash' in action) return `dash ${action.dash}`;
    if ('scare' in action) return 'scare';
    return action.move;
  },

  parseAction(text: string, _observation: OrchardObservation, player: number): ParseResult<OrchardAction> {
    const words = answerText(text)
      .toLowerCase()
      .replace(/[^a-z\s,]/g, ' ')
      .split(/[\s,]+/)
      .filter(Boolean);
    if (player === 1) {
      const moves = words.filter((word) => word !== 'hounds');
      if (moves.length === 3 && moves.every((word) => directions.includes(word as Direction))) {
        return { ok: true, action: { moves: moves as unknown as [Direction, Direction, Direction] } };
      }
      return { ok: false, error: `${quote(text)} is not a keeper action: ${keeperAnswers}` };
    }
    const [first, second] = words;
    if (words.length === 1 && directions.includes(first as Direction)) {
      return { ok: true, action: { move: first as Direction } };
    }
    if (words.length === 1 && first === 'scare') return { ok: true, action: { scare: true } };
    if (words.length === 2 && first === 'dash' && steps.includes(second as never)) {
      return { ok: true, action: { dash: second as (typeof steps)[number] } };
    }
    return { ok: false, error: `${quote(text)} is not a fox action: ${foxAnswers}` };
  },
} satisfies TextCodec<OrchardAction, OrchardObservation>;
