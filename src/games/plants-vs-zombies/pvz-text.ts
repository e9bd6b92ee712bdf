// The text models and logs see: S³Gym's system instruction, the lawn with the paper's letters, and the answer contract.
import { parseAnswerLine, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import {
  baseSun,
  biteDamage,
  cellIndex,
  type Placement,
  type PlantLetter,
  type PvzAction,
  type PvzEnd,
  type PvzObservation,
  type PvzTurnReport,
  plantLetters,
  plantSpecs,
  spawnInterval,
  startSun,
  sunflowerSun,
  waveAt,
  waveSize,
  zombieHp,
} from './pvz-state.js';

const noPlacementWords = ['none', 'pass', 'wait', 'nothing'];
const syntax =
  'write placements as "<plant letter> <row> <column>" separated by ";" (e.g. "X 0 0; W 1 2"), "none" or END';
const contract = 'end your reply with the line "Answer: <placements, or none>, Score: <expected reward>"';
const placementPattern = /^([A-Za-z])\s*\(?\s*([+-]?\d+)\s*(?:,\s*|\s+)([+-]?\d+)\s*\)?$/;

/** Renders plants-vs-zombies rules, lawns and placements as text, and reads placements back from answers. */
export const pvzText = {
  rules(params: Params, _player: number, _players: number): string {
    const rows = Number(params.rows);
    const columns = Number(params.columns);
    const strict = params.strict === true;
    return [
      `You are playing Plants vs. Zombies on a lawn of ${rows} rows and ${columns} columns. Rows and columns are numbered from 0: row 0 is the top row, column 0 the leftmost column (the house side).`,
      `Zombies enter in column ${columns} (the entry column, just right of the lawn) and walk left, one column per turn. If a zombie walks off the left edge of the lawn (to column -1), the episode ends.`,
      '',
      `Sun: you start with ${startSun} sun and receive ${baseSun} sun every turn, plus ${sunflowerSun} per Sunflower on the lawn.`,
      'Plants (letter, name, cost, bites it survives, effect):',
      ...plantLetters.map((letter) => {
        const spec = plantSpecs[letter];
        const bites = spec.hp > 0 ? `${spec.hp} bites` : 'never stays on the lawn';
        return `- ${letter} ${spec.name}, ${spec.cost} sun, ${bites}: ${spec.effect}.`;
      }),
      '',
      'Each turn is resolved in this order:',
      '1. Your placements: the total cost must not exceed your sun; each plant goes on an empty lawn cell (no plant, no zombie), at most one per cell. A Fire Chili burns its row at once.',
      `2. Sun: you receive ${baseSun} sun plus ${sunflowerSun} per Sunflower on the lawn (including new ones).`,
      '3. Shooting: every Peashooter and Three-Line Shooter fires, top row first and left to right. A pea flies right along its row, passes through plants, and hits the nearest zombie to the right of the shooter (entry column included; the earliest arrived one when several share a cell). A pea that passes through a Torch Stump on its way deals 2 damage instead of 1. A zombie at 0 HP is destroyed at once, so later peas go on to the next zombie.',
      `4. Zombies, in order of arrival: a zombie with a plant in the cell directly to its left bites it (${biteDamage} bite; the plant is eaten after as many bites as it survives, and the zombie walks on the next turn); otherwise it steps one column left. Several zombies may share a cell.`,
      `5. Waves: at the end of every ${spawnInterval}th turn (turns ${spawnInterval}, ${2 * spawnInterval}, ${3 * spawnInterval}, ...) a wave of zombies enters the entry column, in distinct random rows. Wave n has min(${rows}, 1 + floor((n - 1) x ${rows} / 9)) zombies with ${zombieHp(1)} + ${zombieHp(2) - zombieHp(1)} x (n - 1) HP each, so zombies grow stronger over time: ${waveList(rows, Number(params.maxSteps))}.`,
      '',
      `Scoring: you score 1 point for every turn you survive. The episode ends after ${params.maxSteps} turns, when a zombie walks off the left edge (that turn scores nothing), or when you answer END.`,
      strict
        ? 'An invalid answer (unknown plant, cell off the lawn or occupied, more sun than you have, unreadable text) ends the episode; the turns survived still count.'
        : 'An invalid answer (unknown plant, cell off the lawn or occupied, more sun than you have, unreadable text) is rejected and you are asked again; after three invalid answers in a row the turn is played with no placement.',
      '',
      'Answer with zero or more placements "<plant letter> <row> <column>" separated by ";", for example "X 0 0; W 1 2" plants a Sunflower at row 0, column 0 and a Peashooter at row 1, column 2. To plant nothing this turn answer "none" (an empty answer, "Answer: , Score: 1", also means no placement).',
      'Think as you like, then end your reply with exactly one final line:',
      'Answer: <placements, or none>, Score: <the immediate reward you expect: 1 if you survive this turn, else 0>',
      'For example: "Answer: X 0 0; W 1 2, Score: 1" or "Answer: none, Score: 1".',
      'To stop the episode early, end your reply with: Answer: END, Score: 0',
    ].join('\n');
  },

  observation(observation: PvzObservation, _player: number): string {
    const { rules } = observation;
    const lines: string[] = [];
    if (observation.end === null) {
      lines.push(`Turn ${observation.turn + 1} of ${rules.maxSteps} (turns survived so far: ${observation.score})`);
    } else {
      lines.push(`After turn ${observation.turn} of ${rules.maxSteps} (turns survived: ${observation.score})`);
    }
    let sunflowers = 0;
    for (const cell of observation.board) if (cell?.plant === 'X') sunflowers++;
    lines.push(
      `Sun: ${observation.sun} (income per turn: ${baseSun} + ${sunflowerSun} x ${sunflowers} Sunflower${sunflowers === 1 ? '' : 's'} = ${baseSun + sunflowerSun * sunflowers})`,
    );
    lines.push(...renderLawn(observation));
    lines.push(`Zombies (row, column) HP now/at entry: ${zombieList(observation)}`);
    const damaged = damagedPlants(observation);
    if (damaged) lines.push(`Bitten plants (bites left): ${damaged}`);
    lines.push(nextWaveText(observation));
    if (observation.last) lines.push(`Last turn: ${reportText(observation.last)}`);
    if (observation.end) {
      lines.push(`Episode over: ${endText(observation.end)}. Final score: ${observation.score}.`);
    }
    return lines.join('\n');
  },

  action(action: PvzAction): string {
    if (action.type === 'end') return 'END';
    if (action.placements.length === 0) return 'none';
    return action.placements.map(placementText).join('; ');
  },

  parseAction(text: string, observation: PvzObservation, _player: number): ParseResult<PvzAction> {
    if (text.trim() === '') return { ok: false, error: `empty reply: ${contract}; ${syntax}` };
    const line = parseAnswerLine(text);
    const answer = (line ? line.answer : text.trim()).replace(/^[\s"'`<[*]+|[\s"'`>\]*.!]+$/g, '');
    if (answer === '' || noPlacementWords.includes(answer.toLowerCase())) {
      return { ok: true, action: { type: 'plant', placements: [] } };
    }
    if (answer.toUpperCase() === 'END') return { ok: true, action: { type: 'end' } };
    const placements: Placement[] = [];
    for (const chunk of answer.split(';')) {
      const part = chunk.trim();
      if (part === '') continue;
      const parsed = parsePlacement(part, observation);
      if (typeof parsed === 'string') {
        const hint = line || placementPattern.test(part) ? '' : 'no "Answer:" line found and ';
        return { ok: false, error: `${hint}${parsed}` };
      }
      placements.push(parsed);
    }
    return { ok: true, action: { type: 'plant', placements } };
  },
} satisfies TextCodec<PvzAction, PvzObservation>;

/** Every wave that enters before the last turn, as `wave n: zombies x HP`. */
function waveList(rows: number, maxSteps: number): string {
  const waves: string[] = [];
  for (let wave = 1; wave * spawnInterval < maxSteps; wave++) {
    waves.push(`wave ${wave}: ${waveSize(wave, rows)} x ${zombieHp(wave)} HP`);
  }
  return waves.length ? waves.join(', ') : 'no wave enters before the last turn';
}

/** One placement as `<letter> <row> <column>`. */
export function placementText(placement: Placement): string {
  return `${placement.plant} ${placement.row} ${placement.column}`;
}

/** A placement, or a message saying what is wrong with `part`. */
function parsePlacement(part: string, observation: PvzObservation): Placement | string {
  const { rows, columns } = observation.rules;
  const match = placementPattern.exec(part);
  if (!match) return `cannot read ${quote(part)} as a placement: ${syntax}`;
  const letter = (match[1] ?? '').toUpperCase();
  const row = Number(match[2]);
  const column = Number(match[3]);
  if (!plantLetters.includes(letter as PlantLetter)) {
    const known = plantLetters.map((plant) => `${plant} ${plantSpecs[plant].name}`).join(', ');
    return `unknown plant letter '${match[1]}' in ${quote(part)}: plants are ${known}`;
  }
  if (row < 0 || row >= rows || column < 0 || column >= columns) {
    return `cell (${row}, ${column}) in ${quote(part)} is off the lawn: rows run 0-${rows - 1}, columns 0-${columns - 1}`;
  }
  return { plant: letter as PlantLetter, row, column };
}

/** The lawn as a table: plant letters, `Z` for a zombie (`Z2`, `Z3`… for several), `.` for empty, then the entry column. */
function renderLawn(observation: PvzObservation): string[] {
  const { rules } = observation;
  const counts = new Map<number, number>();
  for (const zombie of observation.zombies) {
    const key = zombie.row * (rules.columns + 1) + zombie.column;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const cell = (row: number, column: number): string => {
    const count = counts.get(row * (rules.columns + 1) + column) ?? 0;
    if (count > 0) return count === 1 ? 'Z' : `Z${count}`;
    if (column === rules.columns) return '.';
    return observation.board[cellIndex(rules, row, column)]?.plant ?? '.';
  };
  const pad = (text: string) => text.padStart(3);
  const header = Array.from({ length: rules.columns }, (_, column) => pad(String(column))).join('');
  const lines = [`Lawn (rows down, columns across; column ${rules.columns} is the zombies' entry column):`];
  lines.push(`   ${header} | ${rules.columns}`);
  for (let row = 0; row < rules.rows; row++) {
    const cells = Array.from({ length: rules.columns }, (_, column) => pad(cell(row, column))).join('');
    lines.push(`${String(row).padStart(3)}${cells} | ${cell(row, rules.columns)}`);
  }
  return lines;
}

function zombieList(observation: PvzObservation): string {
  if (observation.zombies.length === 0) return 'none';
  return [...observation.zombies]
    .sort((a, b) => a.row - b.row || a.column - b.column || a.id - b.id)
    .map((zombie) => `(${zombie.row}, ${zombie.column}) ${zombie.hp}/${zombie.maxHp}`)
    .join('; ');
}

function damagedPlants(observation: PvzObservation): string {
  const { rules } = observation;
  const parts: string[] = [];
  for (let row = 0; row < rules.rows; row++) {
    for (let column = 0; column < rules.columns; column++) {
      const plant = observation.board[cellIndex(rules, row, column)];
      if (plant && plant.hp < plantSpecs[plant.plant].hp) {
        parts.push(`${plant.plant} (${row}, ${column}) ${plant.hp}/${plantSpecs[plant.plant].hp}`);
      }
    }
  }
  return parts.join('; ');
}

function nextWaveText(observation: PvzObservation): string {
  const { rules } = observation;
  const turn = (Math.floor(observation.turn / spawnInterval) + 1) * spawnInterval;
  if (observation.end !== null || turn >= rules.maxSteps) return 'Next wave: none before the episode ends';
  const wave = waveAt(turn);
  const size = waveSize(wave, rules.rows);
  const when = turn === observation.turn + 1 ? 'this turn' : `turn ${turn}, in ${turn - observation.turn} turns`;
  const zombies = size === 1 ? `1 zombie with ${zombieHp(wave)} HP` : `${size} zombies with ${zombieHp(wave)} HP each`;
  return `Next wave: wave ${wave} enters at the end of ${when}: ${zombies}`;
}

function reportText(report: PvzTurnReport): string {
  const action = report.action;
  const planted =
    action.type === 'plant' && action.placements.length > 0
      ? `planted ${action.placements.map(placementText).join('; ')}`
      : 'planted nothing';
  const parts = [planted, `sun +${report.sunGained}`, `zombies destroyed: ${report.zombiesKilled}`];
  parts.push(
    `plants eaten: ${report.plantsEaten.length ? report.plantsEaten.map((p) => `${p.plant} (${p.row}, ${p.column})`).join(', ') : 'none'}`,
  );
  if (report.spawned > 0) parts.push(`zombies entered: ${report.spawned}`);
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
