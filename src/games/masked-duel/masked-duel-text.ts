// The text models and logs see: the rules, both sides as a table, the recent events, and actions as short commands.
import { answerText, quote } from '../../core/answer-line.js';
import type { Params, ParseResult } from '../../core/game.js';
import { cluesFor } from './masked-duel-clues.js';
import { creatures, isCreatureType, duelNumbers as n } from './masked-duel-roster.js';
import type { DuelAction, DuelEvent, DuelObservation, SeenUnit } from './masked-duel-state.js';

const syntax = 'skip | assert <enemy slot> <type> | attack <unit> <enemy slot> | skill <unit> [<target slot>] | pass';

function rosterLines(): string[] {
  return creatures.map(
    (c) =>
      `- ${c.type} (${c.name}): ${c.maxHp} HP, attack ${c.attack}. Skill ${c.skill} (cooldown ${c.cooldown}: after use, unusable on the next ${c.cooldown - 1} own turn${c.cooldown === 2 ? '' : 's'}): ${c.skillText}. Passive ${c.passive}: ${c.passiveText}.`,
  );
}

function unitLine(unit: SeenUnit, clues: string): string {
  if (!unit.alive) return `  ${unit.slot}: ${unit.type} — dead`;
  const who = unit.type ?? `hidden (${clues})`;
  const hp = unit.hp === null ? `missing ${unit.missing} HP` : `${unit.hp}/${unit.maxHp} HP`;
  const extras = [
    unit.revealed && unit.hp !== null ? 'revealed' : '',
    unit.shield ? `shield ${unit.shield}` : '',
    unit.poison ? `poisoned ${unit.poison}` : '',
    unit.stunned ? 'snared' : '',
    unit.cooldown
      ? `skill unusable for ${unit.cooldown} more own turn${unit.cooldown === 1 ? '' : 's'}`
      : 'skill ready',
  ].filter(Boolean);
  return `  ${unit.slot}: ${who}, ${hp}, ${extras.join(', ')}`;
}

/** One event as a line, with seats named from `seat`'s point of view. */
export function eventText(event: DuelEvent, seat: number): string {
  const side = (of: number) => (of === seat ? 'your' : 'enemy');
  const at = `${side(event.seat)} unit ${'slot' in event ? event.slot : ''}`.trim();
  switch (event.kind) {
    case 'assert':
      return `${event.seat === seat ? 'you' : 'enemy'} asserted ${side(1 - event.seat)} unit ${event.slot} is ${event.guess}: ${event.correct ? 'correct' : 'wrong'}`;
    case 'act':
      return `${at} used ${event.move}${event.target ? ` on ${side(event.target.seat)} unit ${event.target.slot}` : ''}`;
    case 'pass':
      return `${event.seat === seat ? 'you' : 'enemy'} passed`;
    case 'passive':
      return `${at} triggered passive ${event.passive}`;
    case 'damage':
      return `${at} lost ${event.amount} HP (${event.source}${event.absorbed ? `, shield absorbed ${event.absorbed}` : ''})`;
    case 'heal':
      return `${at} healed ${event.amount} HP (${event.source})`;
    case 'shield':
      return `${at} has a shield of ${event.amount}`;
    case 'poison':
      return `${at} is poisoned for ${event.turns} turns`;
    case 'stun':
      return `${at} is snared`;
    case 'reveal':
      return `${at} is revealed as ${event.type} (${event.cause})`;
    case 'death':
      return `${at} died`;
  }
}

/** Renders masked duel rules, observations and actions, and parses actions back. */
export const maskedDuelText = {
  rules(params: Params, player: number, _players: number): string {
    return [
      `Masked duel. You are seat ${player}. Each side fields ${params.units} masked creatures of distinct types; you know your own, not the enemy's.`,
      'Creature types:',
      ...rosterLines(),
      `Seat 0 takes the first turn, then turns alternate; the match ends when a side has no living unit or after ${params.maxTurns} turns (then most living units wins, then most total HP; else a draw).`,
      `Each turn has two decisions. First: skip, or assert that a hidden living enemy unit is a type. Correct: it is revealed and loses ${n.assertHit} HP (${n.assertHit + n.insightBonus} while your owl lives). Wrong: each of your living units loses ${n.wrongAssertPenalty} HP.`,
      'Second: one of your living, unsnared units attacks a living enemy or uses its skill if ready (pass only when none can act).',
      'Shields absorb attack, skill and puff damage; assertion, penalty, poison, thorns and recoil damage ignore them. Every damage, heal, skill and passive is public, and dead units are revealed.',
      `Answer with one action: ${syntax}. Slots count from 0.`,
    ].join('\n');
  },

  observation(observation: DuelObservation, player: number): string {
    const enemySeat = 1 - player;
    const enemyUnits = observation.sides[enemySeat] ?? [];
    const clues = cluesFor(observation.history, enemySeat, enemyUnits.length);
    const clueText = (slot: number) => {
      const excluded = clues[slot]?.excluded ?? [];
      return `${clues[slot]?.known ? `known ${clues[slot]?.known}` : 'unknown'}${excluded.length ? `, not ${excluded.join('/')}` : ''}`;
    };
    const lines = [
      `Turn ${observation.turn + 1} of ${observation.maxTurns}; ${observation.toAct === null ? 'the match is over' : observation.toAct === player ? `your ${observation.phase} decision` : 'enemy to act'}.`,
      'Your units:',
      ...(observation.sides[player] ?? []).map((unit) => unitLine(unit, '')),
      'Enemy units:',
      ...enemyUnits.map((unit) => unitLine(unit, clueText(unit.slot))),
      `Living units: you ${observation.living[player]}, enemy ${observation.living[enemySeat]}.`,
    ];
    if (observation.log.length)
      lines.push('Recent events:', ...observation.log.map((e) => `  ${eventText(e, player)}`));
    return lines.join('\n');
  },

  action(action: DuelAction): string {
    switch (action.kind) {
      case 'assert':
        return `assert ${action.slot} ${action.type}`;
      case 'attack':
        return `attack ${action.unit} ${action.target}`;
      case 'skill':
        return action.target === null ? `skill ${action.unit}` : `skill ${action.unit} ${action.target}`;
      default:
        return action.kind;
    }
  },

  parseAction(text: string, observation: DuelObservation, player: number): ParseResult<DuelAction> {
    const words = answerText(text)
      .toLowerCase()
      .replace(/^[\s"'`*]+|[\s"'`*.!]+$/g, '')
      .split(/\s+/);
    const fail = (why: string): ParseResult<DuelAction> => ({
      ok: false,
      error: `${why} in ${quote(text.length > 60 ? `${text.slice(0, 60)}…` : text)}; answer ${syntax}`,
    });
    const size = (seat: number) => observation.sides[seat]?.length ?? 0;
    const slotAt = (word: string | undefined, seat: number): number | null => {
      if (word === undefined || !/^\d+$/.test(word)) return null;
      const value = Number(word);
      return value < size(seat) ? value : null;
    };
    const [verb, first, second, ...rest] = words;
    if (rest.length) return fail('too many words');
    if ((verb === 'skip' || verb === 'pass') && first === undefined) return { ok: true, action: { kind: verb } };
    const unit = slotAt(first, player);
    const enemy = slotAt(verb === 'assert' ? first : second, 1 - player);
    if (verb === 'assert') {
      if (enemy === null) return fail(`enemy slot must be 0..${size(1 - player) - 1}`);
      if (second === undefined || !isCreatureType(second)) return fail('unknown creature type');
      return { ok: true, action: { kind: 'assert', slot: enemy, type: second } };
    }
    if (unit === null) return fail(`unit must be one of your slots 0..${size(player) - 1}`);
    if (verb === 'attack') {
      return enemy === null
        ? fail('target must be an enemy slot')
        : { ok: true, action: { kind: 'attack', unit, target: enemy } };
    }
    if (verb === 'skill') {
      if (second === undefined) return { ok: true, action: { kind: 'skill', unit, target: null } };
      const target = slotAt(second, 0) ?? slotAt(second, 1);
      return target === null
        ? fail('skill target must be a slot')
        : { ok: true, action: { kind: 'skill', unit, target } };
    }
    return fail('unknown action');
  },
};
