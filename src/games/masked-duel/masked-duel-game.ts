// Masked duel: two sides of masked creatures trade blows, skills and identity assertions until one side falls.
import type { Game, Outcome, Params } from '../../core/game.js';
import { rngFrom, seedRng } from '../../core/rng.js';
import { maskedDuelActionSchema } from './masked-duel-action-schema.js';
import { assertIdentity, attack, type Battle, castSkill, endTurn } from './masked-duel-combat.js';
import { creature, creatures, creatureTypes, duelNumbers } from './masked-duel-roster.js';
import { actionKey, duelLegalActions, duelScores, isOver, livingCounts, seatOnTurn } from './masked-duel-rules.js';
import { sampleDuel } from './masked-duel-sample.js';
import type { DuelAction, DuelObservation, DuelState, SeenUnit, Unit } from './masked-duel-state.js';
import { maskedDuelText } from './masked-duel-text.js';

/** Each side draws `units` distinct types from the seeded RNG (R3); every unit starts full, unshielded and hidden. */
function setupDuel(params: Params, seed: number, players: number): DuelState {
  if (players !== 2) throw new Error(`masked-duel is played by 2 seats, not ${players}`);
  const rng = rngFrom(seedRng(seed));
  const count = Number(params.units ?? 4);
  const sides = [0, 1].map(() =>
    rng
      .shuffle(creatureTypes)
      .slice(0, count)
      .map(
        (type): Unit => ({
          type,
          hp: creature(type).maxHp,
          shield: 0,
          poison: 0,
          stunned: false,
          cooldown: 0,
          revealed: false,
        }),
      ),
  );
  return { maxTurns: Number(params.maxTurns ?? 150), turn: 0, phase: 'assert', sides, history: [], rng: rng.state() };
}

function legalError(state: DuelState, player: number, action: DuelAction): string | null {
  const legal = duelLegalActions(state, player);
  if (legal.length === 0) return `seat ${player} is not on turn`;
  const key = actionKey(action);
  if (legal.some((candidate) => actionKey(candidate) === key)) return null;
  return `'${key}' is not legal now; legal: ${legal.map(actionKey).join(', ')}`;
}

function applyDuel(state: DuelState, actions: readonly DuelAction[]): DuelState {
  const seat = seatOnTurn(state);
  const action = actions[0];
  if (seat === null || action === undefined) throw new Error('masked-duel: no action expected now');
  const error = legalError(state, seat, action);
  if (error) throw new Error(error);
  const rng = rngFrom(state.rng);
  const battle: Battle = { sides: state.sides.map((units) => [...units]), events: [], turn: state.turn, rng };
  if (action.kind === 'assert') assertIdentity(battle, seat, action.slot, action.type);
  else if (action.kind === 'attack') attack(battle, seat, action.unit, action.target);
  else if (action.kind === 'skill') castSkill(battle, seat, action.unit, action.target);
  else if (action.kind === 'pass') battle.events.push({ kind: 'pass', turn: state.turn, seat });
  const acted = state.phase === 'act';
  if (acted && !isOver({ ...state, sides: battle.sides })) endTurn(battle, seat);
  return {
    maxTurns: state.maxTurns,
    turn: acted ? state.turn + 1 : state.turn,
    phase: acted ? 'assert' : 'act',
    sides: battle.sides,
    history: battle.events.length ? [...state.history, ...battle.events] : state.history,
    rng: rng.state(),
  };
}

function seen(unit: Unit, slot: number, visible: boolean): SeenUnit {
  const { maxHp } = creature(unit.type);
  const shown = visible || unit.revealed;
  return {
    slot,
    type: shown ? unit.type : null,
    hp: shown ? unit.hp : null,
    maxHp: shown ? maxHp : null,
    missing: maxHp - unit.hp,
    alive: unit.hp > 0,
    revealed: unit.revealed,
    shield: unit.shield,
    poison: unit.poison,
    stunned: unit.stunned,
    cooldown: unit.cooldown,
  };
}

function observeDuel(state: DuelState, player: number): DuelObservation {
  let from = state.history.length;
  while (from > 0 && (state.history[from - 1]?.turn ?? 0) >= state.turn - 1) from -= 1;
  return {
    seat: player,
    turn: state.turn,
    maxTurns: state.maxTurns,
    phase: state.phase,
    toAct: seatOnTurn(state),
    living: livingCounts(state),
    sides: state.sides.map((units, side) => units.map((unit, slot) => seen(unit, slot, side === player))),
    log: state.history.slice(from),
    history: state.history,
    roster: creatures,
    numbers: duelNumbers,
  };
}

/** Two seats, alternating turns of an optional assertion then one unit's move; see docs/games/masked-duel.md. */
export const maskedDuelGame = {
  id: 'masked-duel',
  version: 1,
  title: 'Masked duel',
  description:
    'Hidden-identity battle: each side fields masked creatures with skills and passives; assert an enemy’s identity to hurt it, guess wrong and pay.',
  playerCounts: [2],
  params: {
    maxTurns: {
      type: 'int',
      default: 150,
      min: 2,
      max: 2000,
      description: 'side-turns (both seats together) before the match is scored by living units, then hit points',
    },
    units: {
      type: 'int',
      default: 4,
      min: 2,
      max: 6,
      description: 'masked units per side, distinct types drawn by seed',
    },
  },
  presets: { standard: {}, skirmish: { units: 3, maxTurns: 60 } },
  defaultPreset: 'standard',
  hiddenInformation: true,

  setup: setupDuel,
  toAct: (state: DuelState): readonly number[] => {
    const seat = seatOnTurn(state);
    return seat === null ? [] : [seat];
  },
  legalActions: duelLegalActions,
  actionError: legalError,
  defaultAction: (state: DuelState, player: number): DuelAction =>
    duelLegalActions(state, player)[0] ?? { kind: 'pass' },
  apply: applyDuel,
  observe: observeDuel,
  outcome: (state: DuelState): Outcome | null => (isOver(state) ? { scores: duelScores(state) } : null),
  sample: sampleDuel,
  actionSchema: maskedDuelActionSchema,
  text: maskedDuelText,
} satisfies Game<DuelState, DuelAction, DuelObservation>;
