// One turn of sourdough under the hidden rules: a feed restarts the starter's clock, a bake uses it up (a variant may
// keep one of them from doing so).
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { isKnocked, isRisen, type SourdoughRules } from './sourdough-rules.js';
import type { SourdoughInstance, SourdoughProgress } from './sourdough-state.js';

/** The commands now: feed while flour lasts, bake while loaves are ordered, look into the jar, or wait. */
export function sourdoughCommands(instance: SourdoughInstance, progress: SourdoughProgress): string[] {
  return [
    ...(progress.sacks > 0 ? ['feed'] : []),
    ...(progress.risen + progress.flat < instance.orders ? ['bake'] : []),
    'look',
    'wait',
  ];
}

/** Plays `command` for one turn: a feed sets the starter's clock to 0, a bake spends it, any other turn moves it on. */
export function playSourdough(
  rules: SourdoughRules,
  progress: SourdoughProgress,
  command: string,
): HiddenRuleStep<SourdoughProgress> {
  const tick = (since: number | null) => (since === null ? null : since + 1);
  if (command === 'feed') {
    // A spent starter always starts counting at a feed; one not spent restarts unless the variant lets it run on.
    const restarts = rules.refeedRestarts ?? true;
    return {
      progress: { ...progress, since: restarts ? 0 : (tick(progress.since) ?? 0), sacks: progress.sacks - 1 },
      feedback: 'You feed the starter a sack of flour and water.',
    };
  }
  if (command === 'bake') {
    const good = isRisen(rules, progress.since);
    return {
      progress: {
        ...progress,
        since: (rules.bakeSpends ?? true) ? null : tick(progress.since),
        risen: progress.risen + (good ? 1 : 0),
        flat: progress.flat + (good ? 0 : 1),
      },
      feedback: good ? 'The loaf comes out tall and open.' : 'The loaf comes out dense and flat.',
    };
  }
  if (command === 'look') {
    const { since } = progress;
    // A fragile starter, looked at before it has risen (in some variants, once risen), starts over: the look's turn
    // counts as the feed's.
    return {
      progress: { ...progress, since: isKnocked(rules, since) ? 0 : tick(since) },
      feedback: isRisen(rules, since)
        ? 'The starter has domed up and smells sharp.'
        : 'The starter sits low in the jar.',
    };
  }
  return { progress: { ...progress, since: tick(progress.since) }, feedback: 'The bakery is quiet.' };
}
