// The text models and logs see: the rules in brief, the board as letters, and actions as short commands.
import { answerText, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import type { Cell, Direction, MyceliumAction, MyceliumLast, MyceliumObservation } from './mycelium-state.js';

const syntax = 'grow <tip> <N|E|S|W>, split <tip> <N|E|S|W>, spore <tip>, harden or wait';
const cellText = (cell: Cell): string => `[${cell[0]}, ${cell[1]}]`;

/** Renders mycelium rules, boards and actions as text, and reads actions back from commands or `Answer:` lines. */
export const myceliumText = {
  rules(params: Params, player: number): string {
    const p = (name: string) => Number(params[name]);
    return [
      `Mycelium: you are colony ${player} of 2 on a ${p('size')}x${p('size')} grid; both colonies act at once, ${p('maxTurns')} turns.`,
      'Cells are [row, column] from the top-left; N is row-1, E column+1, S row+1, W column-1. Rock (#) is never entered.',
      'Each turn your colony plays ONE action:',
      `- grow <tip> <dir>: the tip moves one cell: onto an unowned cell (claims it), onto your own cell (no cost), or onto an enemy cell that is not hardened (costs ${p('overgrowCost')} energy, ${p('originCost')} for the enemy origin; claims it and destroys an enemy tip standing there).`,
      `- split <tip> <dir>: costs ${p('splitCost')} energy; claims an unowned neighbour and puts a new tip there (at most ${p('maxTips')} tips).`,
      `- spore <tip>: costs ${p('sporeCost')} energy; claims every unowned non-rock cell within ${p('sporeRadius')} steps (Manhattan) of the tip.`,
      `- harden: costs ${p('hardenCost')} energy; every cell you own now cannot be overgrown for ${p('hardenTurns')} turns, this one included.`,
      '- wait.',
      "A cell both colonies aim at in the same turn is contested: nobody gets it and grows/splits into it fail. Two tips growing into each other's cells fail (head-on). Costs are paid even when an action fails.",
      `Claiming a nutrient (*) gives ${p('nutrientEnergy')} energy; every colony gains 1 energy every ${p('incomeEvery')} turns; energy is capped at ${p('energyCap')}.`,
      'After the claims, your cells not connected (up, down, left, right) to your origin through your own cells wither and become unowned; tips on lost cells die; a colony left with cells but no tips sprouts one at its origin. Losing your origin loses every cell and ends the match.',
      'Score: cells owned at the end. More cells wins; equal is a draw.',
      `Answer with one action: ${syntax}.`,
    ].join('\n');
  },

  observation(observation: MyceliumObservation, _player: number): string {
    const size = observation.rules.size;
    const grid = observation.owner.map((row, r) =>
      row.map((seat, c) => {
        if (seat === -1) return '.';
        const letter = seat === 0 ? 'x' : 'o';
        return (observation.hardened[r]?.[c] ?? 0) > 0 ? letter.toUpperCase() : letter;
      }),
    );
    for (const [r, c] of observation.rocks) (grid[r] as string[])[c] = '#';
    for (const [r, c] of observation.nutrients) (grid[r] as string[])[c] = '*';
    const header = `   ${Array.from({ length: size }, (_, c) => String(c % 10)).join('')}`;
    const lines = [
      `Turn ${observation.turn} of ${observation.maxTurns}. You are colony ${observation.you} (${observation.you === 0 ? 'x' : 'o'}).`,
      'Board: # rock, * nutrient, . unowned, x colony 0, o colony 1 (upper case: hardened).',
      header,
      ...grid.map((row, r) => `${String(r).padStart(2)} ${row.join('')}`),
    ];
    observation.colonies.forEach((colony, seat) => {
      const tips = colony.tips.map((tip, index) => `${index}:${cellText(tip)}`).join(' ');
      lines.push(
        `Colony ${seat}${seat === observation.you ? ' (you)' : ''}: ${colony.cells} cells, energy ${colony.energy}, origin ${cellText(colony.origin)}, tips ${tips || 'none'}`,
      );
    });
    if (observation.last) lines.push(`Last turn: ${observation.last.map(lastText).join('; ')}`);
    if (observation.end)
      lines.push(`Match over (${observation.end === 'turns' ? 'turn limit' : 'a colony was eliminated'}).`);
    return lines.join('\n');
  },

  action: actionText,

  parseAction(text: string, observation: MyceliumObservation, player: number): ParseResult<MyceliumAction> {
    const words = answerText(text)
      .trim()
      .toLowerCase()
      .replace(/[.!"'`]+$/g, '')
      .split(/\s+/);
    const [verb, tipWord, dirWord] = words;
    const tip = Number(tipWord);
    const tips = observation.colonies[player]?.tips.length ?? 0;
    const tipOk = tipWord !== undefined && /^\d{1,2}$/.test(tipWord) && tip < tips;
    const dir = dirWord?.toUpperCase() as Direction | undefined;
    const dirOk = dir === 'N' || dir === 'E' || dir === 'S' || dir === 'W';
    if ((verb === 'harden' || verb === 'wait') && words.length === 1) return { ok: true, action: { type: verb } };
    if (verb === 'spore' && tipOk && words.length === 2) return { ok: true, action: { type: 'spore', tip } };
    if ((verb === 'grow' || verb === 'split') && tipOk && dirOk && words.length === 3) {
      return { ok: true, action: { type: verb, tip, dir } };
    }
    const tipRange = tips > 0 ? `tips are 0 to ${tips - 1}` : 'you have no tips';
    return {
      ok: false,
      error: `${quote(text.trim().slice(0, 80))} is not an action (${tipRange}); write one of: ${syntax}`,
    };
  },
} satisfies TextCodec<MyceliumAction, MyceliumObservation>;

/** One action as its command: `grow 0 N`, `split 1 E`, `spore 0`, `harden`, `wait`. */
export function actionText(action: MyceliumAction): string {
  switch (action.type) {
    case 'grow':
    case 'split':
      return `${action.type} ${action.tip} ${action.dir}`;
    case 'spore':
      return `spore ${action.tip}`;
    default:
      return action.type;
  }
}

function lastText(last: MyceliumLast, seat: number): string {
  const result = last.result === 'ok' ? '' : ` (${last.result})`;
  return `colony ${seat} ${actionText(last.action)}${result}, +${last.claimed} -${last.lost} cells`;
}
