// The text models and logs see: the rules (KORGym's game in our words), the lawn with KORGym's letters, and the
// answer contract; answers are read as KORGym reads them (unreadable placements are dropped, the rest kept).
import { answerContract, parseAnswerLine, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import {
  baseSun,
  cellIndex,
  growthHp,
  growthInterval,
  type Placement,
  type PlantLetter,
  type PvzAction,
  type PvzEnd,
  type PvzObservation,
  type PvzTurnReport,
  plantLetters,
  plantSpecs,
  spawnCount,
  spawnHpBonus,
  spawnInterval,
  spawnKinds,
  startSun,
  sunflowerSun,
  zombieKinds,
  zombieSpecs,
} from './pvz-state.js';

const noPlacementWords = ['none', 'pass', 'wait', 'nothing'];
const syntax =
  'write placements as "<plant letter> <row> <column>" separated by ";" (e.g. "X 2 0; W 1 1"), none or END';
const integer = /^[+-]?\d+$/;

/** Renders plants-vs-zombies rules, lawns and placements as text, and reads placements back from answers. */
export const pvzText = {
  rules(params: Params, _player: number, _players: number): string {
    const rows = Number(params.rows);
    const columns = Number(params.columns);
    const maxSteps = Number(params.maxSteps);
    return [
      `You are playing a simplified Plants vs. Zombies on a lawn of ${rows} rows and ${columns} columns. Rows and columns are numbered from 0: row 0 is the top row, column 0 the leftmost column (the house side).`,
      `Zombies appear in the rightmost column (column ${columns - 1}) and walk left, one column per turn. If a zombie walks off the left edge of the lawn (to column -1), the game is over.`,
      '',
      'Plants (letter, name, cost, HP, effect):',
      ...plantLetters.map((letter) => {
        const spec = plantSpecs[letter];
        const hp = spec.hp > 0 ? `${spec.hp} HP` : 'no HP';
        return `- ${letter} ${spec.name}: ${spec.cost} sun, ${hp}; ${spec.effect}.`;
      }),
      '',
      'Zombies (letter, name, base HP, damage per turn to the plant on its cell):',
      ...zombieKinds.map((kind) => {
        const spec = zombieSpecs[kind];
        return `- ${kind} ${spec.name}: ${spec.hp} HP, ${spec.attack} damage.`;
      }),
      '',
      'Each turn is played in this order:',
      `1. Your placements, in the order written. Each costs its price from the sun you have left; a placement on a cell that already holds a plant, or one you cannot afford, is skipped and the others still apply. Plants may be placed on cells with zombies; zombies never block a cell.`,
      '2. Every Fire Chili destroys all zombies in its row and disappears.',
      `3. You receive ${sunflowerSun} sun per Sunflower.`,
      '4. Peashooters and Three-Line Shooters fire, in the order they were planted. A shot hits the first zombie of the row it is fired along (the lowest column, even one left of the shooter); a zombie at 0 HP is removed at once.',
      `5. Zombies act in the order they appeared: a zombie standing on a plant's cell damages that plant (a plant at 0 HP is removed); otherwise it steps one column left.`,
      `6. New zombies: at the end of every turn t that is a multiple of ${spawnInterval} (turns 0, ${spawnInterval}, ${2 * spawnInterval}, ...), 1 + floor(t / ${growthInterval}) zombies appear in column ${columns - 1}, each in a random row (several may share one), each with its kind's HP plus ${growthHp} x floor(t / ${growthInterval}). Before turn ${growthInterval} they are all Regular Zombies; from turn ${growthInterval} each is Regular or Roadblock, and from turn ${2 * growthInterval} any of the four kinds, equally likely.`,
      `7. You receive ${baseSun} sun.`,
      '',
      `You start with ${startSun} sun and no plants. Plants cannot share a cell; zombies can.`,
      `Scoring: you score 1 point for every turn you survive. The game ends after ${maxSteps} turns (turns 0 to ${maxSteps - 1}) or when a zombie walks off the left edge (that turn scores nothing). There are no lawn mowers.`,
      'An invalid answer (no readable placement) plants nothing and the turn is played.',
      '',
      'Answer with zero or more placements "<plant letter> <row> <column>" separated by ";", for example "X 2 0; W 1 1" plants a Sunflower at row 2, column 0 and a Peashooter at row 1, column 1. To plant nothing this turn answer "none".',
      'Think as you like, then end your reply with exactly one final line:',
      answerContract('<placements, or none>'),
      'To stop the game early, end your reply with: Answer: END, Score: 0',
    ].join('\n');
  },

  observation(observation: PvzObservation, _player: number): string {
    const { rules } = observation;
    const lines: string[] = [];
    if (observation.end === null) {
      const left = rules.maxSteps - observation.turn;
      lines.push(`Turn ${observation.turn} (${left} turn${left === 1 ? '' : 's'} left, this one included)`);
    } else {
      lines.push(
        `Game over after ${observation.turn} turn${observation.turn === 1 ? '' : 's'}: ${endText(observation.end)}.`,
      );
    }
    lines.push(`Sun: ${observation.sun}`);
    lines.push(...renderLawn(observation));
    lines.push(`Zombies (row, column, kind, HP): ${zombieList(observation)}`);
    const damaged = damagedPlants(observation);
    if (damaged) lines.push(`Damaged plants (row, column, letter, HP left of full): ${damaged}`);
    if (observation.end === null) lines.push(nextSpawnText(observation.turn));
    if (observation.last) lines.push(`Last turn: ${reportText(observation.last)}`);
    return lines.join('\n');
  },

  action(action: PvzAction): string {
    if (action.type === 'end') return 'END';
    if (action.placements.length === 0) return 'none';
    return action.placements.map(placementText).join('; ');
  },

  /**
   * Reads an answer as KORGym does: `;`-separated parts of exactly three words (letter, row, column); a part that is
   * unreadable, names an unknown plant or a cell off the lawn is dropped and the rest kept. An answer with parts but
   * none readable is an error (and so, like KORGym's empty list, a turn with no placement).
   */
  parseAction(text: string, observation: PvzObservation, _player: number): ParseResult<PvzAction> {
    if (text.trim() === '') return { ok: false, error: `empty reply: end with "${answerContract('...')}"; ${syntax}` };
    const line = parseAnswerLine(text);
    const answer = (line ? line.answer : text.trim()).replace(/^[\s"'`<[*]+|[\s"'`>\]*.!]+$/g, '');
    if (answer === '' || noPlacementWords.includes(answer.toLowerCase())) {
      return { ok: true, action: { type: 'plant', placements: [] } };
    }
    if (answer.toUpperCase() === 'END') return { ok: true, action: { type: 'end' } };
    const placements: Placement[] = [];
    const problems: string[] = [];
    for (const chunk of answer.split(';')) {
      const part = chunk.trim();
      if (part === '') continue;
      const parsed = parsePlacement(part, observation);
      if (typeof parsed === 'string') problems.push(parsed);
      else placements.push(parsed);
    }
    if (placements.length === 0 && problems.length > 0) {
      const hint = line ? '' : 'no "Answer:" line found; ';
      return { ok: false, error: `${hint}no readable placement: ${problems.join('; ')}` };
    }
    return { ok: true, action: { type: 'plant', placements } };
  },
} satisfies TextCodec<PvzAction, PvzObservation>;

/** One placement as `<letter> <row> <column>`. */
export function placementText(placement: Placement): string {
  return `${placement.plant} ${placement.row} ${placement.column}`;
}

/** A placement, or a message saying why KORGym would drop `part`. */
function parsePlacement(part: string, observation: PvzObservation): Placement | string {
  const { rows, columns } = observation.rules;
  const words = part.split(/\s+/);
  if (words.length !== 3) return `cannot read ${quote(part)} as a placement: ${syntax}`;
  const [word = '', rowWord = '', columnWord = ''] = words;
  if (!integer.test(rowWord) || !integer.test(columnWord)) {
    return `row and column in ${quote(part)} must be whole numbers`;
  }
  const letter = word.toUpperCase();
  if (!plantLetters.includes(letter as PlantLetter)) {
    const known = plantLetters.map((plant) => `${plant} ${plantSpecs[plant].name}`).join(', ');
    return `unknown plant letter '${word}' in ${quote(part)}: plants are ${known}`;
  }
  const row = Number(rowWord);
  const column = Number(columnWord);
  if (row < 0 || row >= rows || column < 0 || column >= columns) {
    return `cell (${row}, ${column}) in ${quote(part)} is off the lawn: rows run 0-${rows - 1}, columns 0-${columns - 1}`;
  }
  return { plant: letter as PlantLetter, row, column };
}

/** The lawn as a table: a cell shows its plant letter, then the letter of every zombie on it, or `.` when empty. */
function renderLawn(observation: PvzObservation): string[] {
  const { rules } = observation;
  const cells: string[] = [];
  for (let index = 0; index < rules.rows * rules.columns; index++) {
    cells.push(observation.board[index]?.plant ?? '');
  }
  for (const zombie of observation.zombies) {
    if (zombie.column < 0) continue;
    const index = cellIndex(rules, zombie.row, zombie.column);
    cells[index] = `${cells[index] ?? ''}${zombie.kind}`;
  }
  const width = Math.max(3, ...cells.map((cell) => cell.length + 1));
  const pad = (text: string) => text.padStart(width);
  const header = Array.from({ length: rules.columns }, (_, column) => pad(String(column))).join('');
  const lines = ['Lawn (rows down, columns across; X W S J H plants, N R B I zombies, . empty):', `   ${header}`];
  for (let row = 0; row < rules.rows; row++) {
    const line = Array.from({ length: rules.columns }, (_, column) => pad(cells[cellIndex(rules, row, column)] || '.'));
    lines.push(`${String(row).padStart(3)}${line.join('')}`);
  }
  return lines;
}

function zombieList(observation: PvzObservation): string {
  const standing = observation.zombies.filter((zombie) => zombie.column >= 0);
  if (standing.length === 0) return 'none';
  return [...standing]
    .sort((a, b) => a.row - b.row || a.column - b.column || a.id - b.id)
    .map((zombie) => `(${zombie.row}, ${zombie.column}) ${zombie.kind} ${zombie.hp}`)
    .join('; ');
}

function damagedPlants(observation: PvzObservation): string {
  const { rules } = observation;
  const parts: string[] = [];
  for (let row = 0; row < rules.rows; row++) {
    for (let column = 0; column < rules.columns; column++) {
      const plant = observation.board[cellIndex(rules, row, column)];
      if (plant && plant.hp < plantSpecs[plant.plant].hp) {
        parts.push(`(${row}, ${column}) ${plant.plant} ${plant.hp}/${plantSpecs[plant.plant].hp}`);
      }
    }
  }
  return parts.join('; ');
}

/** When the next zombies appear, how many, of which kinds and with how much extra HP. */
function nextSpawnText(turn: number): string {
  const at = Math.ceil(turn / spawnInterval) * spawnInterval;
  const when = at === turn ? 'at the end of this turn' : `at the end of turn ${at}`;
  const count = spawnCount(at);
  const kinds = spawnKinds(at)
    .map((kind) => zombieSpecs[kind].name)
    .join(' or ');
  const bonus = spawnHpBonus(at);
  const extra = bonus > 0 ? `, each with ${bonus} HP more than its kind's` : '';
  return `Next zombies: ${when}, ${count} ${count === 1 ? 'zombie' : 'zombies'} (${kinds}${extra})`;
}

function reportText(report: PvzTurnReport): string {
  const parts = [report.planted.length ? `planted ${report.planted.map(placementText).join('; ')}` : 'planted nothing'];
  for (const skip of report.skipped) {
    parts.push(
      `skipped ${placementText(skip)} (${skip.reason === 'occupied' ? 'cell already has a plant' : 'not enough sun'})`,
    );
  }
  parts.push(`sun +${report.sunGained}`, `zombies destroyed: ${report.zombiesKilled}`);
  const eaten = report.plantsEaten.map((plant) => `${plant.plant} (${plant.row}, ${plant.column})`);
  parts.push(`plants eaten: ${eaten.length ? eaten.join(', ') : 'none'}`);
  if (report.spawned > 0) parts.push(`new zombies: ${report.spawned}`);
  return parts.join('; ');
}

function endText(end: PvzEnd): string {
  switch (end) {
    case 'max-steps':
      return 'the turn limit was reached';
    case 'agent-ended':
      return 'the player answered END';
    case 'zombie-through':
      return 'a zombie walked off the left edge of the lawn';
  }
}
