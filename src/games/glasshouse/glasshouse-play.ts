// One turn of glasshouse under the hidden rules: the command, then the weather, the vents and the stove's heat on the
// air, then the soil drying in the warmth; the plants show what they went through some turns ago.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import type { GlasshouseRules } from './glasshouse-rules.js';
import {
  type Conditions,
  degrees,
  type GlasshouseInstance,
  type GlasshouseProgress,
  maxHeat,
  maxMoisture,
  thriving,
  type Weather,
} from './glasshouse-state.js';

/** What one turn changes, without the looks' history: the part the planner searches over. */
export type GlasshouseCore = Omit<GlasshouseProgress, 'past' | 'thrived'>;

/** The most turns a variant's looks trail the glasshouse by (the history kept). */
const keptTurns = 4;

const weatherHeat: Readonly<Record<Weather, number>> = { cold: -1, mild: 0, sunny: 1 };

/** The commands now: stoke while wood lasts, water, open or shut the vents, or wait. */
export function glasshouseCommands(progress: Pick<GlasshouseProgress, 'wood' | 'vents'>): string[] {
  return [
    ...(progress.wood > 0 ? ['stoke'] : []),
    'water',
    progress.vents === 'shut' ? 'open vents' : 'shut vents',
    'wait',
  ];
}

/** The glasshouse after `command` is played in a turn of `weather`. */
export function advance(
  rules: GlasshouseRules,
  weather: Weather,
  core: GlasshouseCore,
  command: string,
): GlasshouseCore {
  let { heat, moisture, pending, vents, wood } = core;
  if (command === 'stoke') {
    wood -= 1;
    pending |= 1 << rules.stoveLag;
  }
  if (command === 'water') moisture = Math.min(maxMoisture, moisture + rules.soak);
  if (command === 'open vents') vents = 'open';
  if (command === 'shut vents') vents = 'shut';
  const arrived = pending & 1 ? rules.stoveHeat : 0;
  pending >>= 1;
  heat = Math.max(0, Math.min(maxHeat, heat + weatherHeat[weather] - (vents === 'open' ? 1 : 0) + arrived));
  if (heat >= rules.dryAt) moisture = Math.max(0, moisture - 1);
  return { heat, moisture, pending, vents, wood };
}

/** Plays `command` in turn `turn` (1-based) and tells what the gardener saw. */
export function playGlasshouse(
  rules: GlasshouseRules,
  instance: GlasshouseInstance,
  progress: GlasshouseProgress,
  command: string,
  turn: number,
): HiddenRuleStep<GlasshouseProgress> {
  const core = advance(rules, instance.weather[turn - 1] ?? 'mild', progress, command);
  const now = { heat: core.heat, moisture: core.moisture };
  const past = [...progress.past, now].slice(-keptTurns);
  const shown = past[past.length - 1 - rules.lookLag] ?? past[0] ?? now;
  const lines = [doing(command), looks(shown)];
  if (instance.readings.includes(turn)) lines.push(`The thermometer reads ${degrees(core.heat)} °C.`);
  return {
    progress: { ...core, past, thrived: progress.thrived + (thriving(now) ? 1 : 0) },
    feedback: lines.join(' '),
  };
}

function doing(command: string): string {
  if (command === 'stoke') return 'You stoke the stove.';
  if (command === 'water') return 'You water the beds.';
  if (command === 'open vents') return 'You open the vents.';
  if (command === 'shut vents') return 'You shut the vents.';
  return 'You potter about.';
}

/** How plants that went through `conditions` look. */
function looks({ heat, moisture }: Conditions): string {
  if (heat <= 1) return 'The leaves hang limp and dark.';
  if (heat >= 5) return 'The leaf edges are crisp and curled.';
  if (moisture <= 1) return 'The plants droop, their leaves soft and dull.';
  if (moisture >= 4) return 'The lower leaves are turning yellow.';
  return 'The plants look fresh and green.';
}
