// apiary's calibration baselines: a naive beekeeper who sets the hives by the first bloom, and a plausible but wrong one who takes every
// flower for a honey flower and smokes a hive before each move, as beekeepers do, leaving a field only when it fades or
// its bees come home empty.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { type ApiaryInstance, type ApiaryVisible, inBloom } from './apiary-state.js';

type Observation = HiddenRuleObservation<ApiaryInstance, ApiaryVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** The field in bloom on `turn` with the most bloom left, other than `except` and those in `avoid` (-1: none). */
function freshest(instance: ApiaryInstance, turn: number, except: number | null, avoid: ReadonlySet<number>): number {
  let best = -1;
  for (const [index, field] of instance.fields.entries()) {
    if (index === except || avoid.has(index) || !inBloom(field, turn)) continue;
    if (best < 0 || field.to > (instance.fields[best]?.to ?? 0)) best = index;
  }
  return best;
}

/** Whether field `at` (null: the farm) is in bloom on `turn`. */
function blooming(instance: ApiaryInstance, at: number | null, turn: number): boolean {
  const field = at === null ? undefined : instance.fields[at];
  return field !== undefined && inBloom(field, turn);
}

/** Carries each hive from the farm to the field that blooms first, and leaves it there for the season. */
export const apiaryNaive: AgentFactory = () => ({
  name: 'apiary-naive',
  act(turn) {
    const { instance, visible } = turn.observation as Observation;
    const first = instance.fields.reduce(
      (best, field, index) => (field.from < (instance.fields[best]?.from ?? 0) ? index : best),
      0,
    );
    const waiting = instance.hives.find((_, index) => visible.hives[index]?.field === null);
    return command(waiting ? `move ${waiting.name} to ${instance.fields[first]?.name}` : 'wait');
  },
});

/**
 * Leaves a field when it is out of bloom next turn or the hive's bees came home empty there in bloom, for the field in
 * bloom with the most bloom left; smokes the hive the turn before it moves.
 */
export const apiaryHeuristic: AgentFactory = () => ({
  name: 'apiary-heuristic',
  act(turn) {
    const { instance, visible, log } = turn.observation as Observation;
    const next = visible.turn + 1;
    // Fields where a hive's bees came home empty while in bloom: taken for poor fields.
    const poor = new Set<number>();
    for (const entry of log) {
      for (const [index, hive] of instance.hives.entries()) {
        if (!entry.feedback.toLowerCase().includes(`the ${hive.name} hive's bees come home empty`)) continue;
        const at = fieldAt(instance, log, index, entry.turn);
        if (at !== null && blooming(instance, at, entry.turn)) poor.add(at);
      }
    }
    for (const [index, hive] of instance.hives.entries()) {
      const state = visible.hives[index];
      const at = state?.field ?? null;
      if (blooming(instance, at, next) && at !== null && !poor.has(at)) continue;
      const to = freshest(instance, next, at, poor);
      if (to < 0) continue;
      return command(state?.smoked ? `move ${hive.name} to ${instance.fields[to]?.name}` : `smoke ${hive.name}`);
    }
    return command('wait');
  },
});

/** The field hive `index` stood at on turn `turn` (null: the farm), from the moves in the log. */
function fieldAt(instance: ApiaryInstance, log: Observation['log'], index: number, turn: number): number | null {
  let at: number | null = null;
  const name = instance.hives[index]?.name;
  for (const entry of log) {
    if (entry.turn >= turn) break;
    const [verb, hive, , field] = entry.command.split(' ');
    if (verb === 'move' && hive === name) at = instance.fields.findIndex((each) => each.name === field);
  }
  return at;
}
