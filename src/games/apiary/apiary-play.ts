// One turn of apiary under the hidden rules: the command, then every hive not handled this turn forages or clusters.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { type ApiaryRules, yieldOf } from './apiary-rules.js';
import { type ApiaryInstance, type ApiaryProgress, type HiveProgress, inBloom } from './apiary-state.js';

/** The commands now: wait, smoke a hive, or move a hive to another field. */
export function apiaryCommands(instance: ApiaryInstance, progress: ApiaryProgress): string[] {
  return [
    'wait',
    ...instance.hives.map((hive) => `smoke ${hive.name}`),
    ...instance.hives.flatMap((hive, index) =>
      instance.fields
        .filter((_, field) => field !== progress.hives[index]?.field)
        .map((field) => `move ${hive.name} to ${field.name}`),
    ),
  ];
}

/** The command read as the hive it handles, what it does, and (for a move) the field it goes to. */
export function parseApiaryCommand(
  instance: ApiaryInstance,
  command: string,
): { readonly hive: number; readonly smoke: boolean; readonly to: number } {
  const [verb, name, , fieldName] = command.split(' ');
  const hive = verb === 'wait' ? -1 : instance.hives.findIndex((each) => each.name === name);
  const to = verb === 'move' ? instance.fields.findIndex((field) => field.name === fieldName) : -1;
  return { hive, smoke: verb === 'smoke', to };
}

const haul = ['come home empty', 'come home with a little nectar', 'come home heavy with nectar'];

/** What a hive's bees bring home, in words: by the share of the best haul the rules allow. */
function haulText(rules: ApiaryRules, honey: number): string {
  if (honey <= 0) return haul[0] as string;
  return honey >= Math.max(rules.pairedYield, rules.plainYield) ? (haul[2] as string) : (haul[1] as string);
}

/** Plays `command` on turn `turn` (1 for the first). */
export function playApiary(
  rules: ApiaryRules,
  instance: ApiaryInstance,
  progress: ApiaryProgress,
  command: string,
  turn: number,
): HiddenRuleStep<ApiaryProgress> {
  const { hive: handled, smoke, to } = parseApiaryCommand(instance, command);
  const said: string[] = [];
  let done = '';
  let honey = progress.honey;
  const hives = progress.hives.map((state, index): HiveProgress => {
    const hive = instance.hives[index];
    if (!hive) return state;
    if (index === handled && smoke) done = `You smoke the ${hive.name} hive. `;
    if (index === handled && to >= 0) {
      done = `You carry the ${hive.name} hive to the ${instance.fields[to]?.name} field. `;
      return { field: to, settling: state.smoked && rules.smokeSettles ? 0 : rules.settle, smoked: false };
    }
    const smoked = index === handled && smoke;
    if (state.settling > 0) {
      said.push(`the ${hive.name} hive's bees cluster at the entrance`);
      return { ...state, settling: state.settling - 1, smoked };
    }
    const field = state.field === null ? undefined : instance.fields[state.field];
    const made = field && inBloom(field, turn) ? yieldOf(rules, hive.strain, field.colour, field.form) : 0;
    honey += made;
    said.push(`the ${hive.name} hive's bees ${haulText(rules, made)}`);
    return { ...state, smoked };
  });
  const text = said.join('; ');
  const rest = text === '' ? '' : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  return { progress: { hives, honey, turn }, feedback: `${done}${rest}`.trim() };
}
