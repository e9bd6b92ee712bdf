// bell-foundry's calibration baselines: a naive inquirer (asks everyone, names whom the answers fit) and a plausible
// but wrong heuristic (asks everyone first, then searches every place, then names whom answers and traces fit best).
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { suspects, traits } from './bell-foundry-cast.js';
import type { BellFoundryInstance, BellFoundryVisible } from './bell-foundry-state.js';

type Observation = HiddenRuleObservation<BellFoundryInstance, BellFoundryVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Questions the four in order, then names whoever the answers fit best. */
export const bellFoundryNaive: AgentFactory = () => ({
  name: 'bell-foundry-naive',
  act(turn) {
    const observation = turn.observation as Observation;
    if (observation.visible.accused !== null) return command('wait');
    const asked = askedSoFar(observation);
    const next = suspects.find((suspect) => !asked.has(suspect.name));
    return command(next ? `question ${next.name.toLowerCase()}` : `accuse ${bestFit(observation, 0)}`);
  },
});

/** Questions the four in order, searches every place in order, then names whoever answers and traces fit best. */
export const bellFoundryHeuristic: AgentFactory = () => ({
  name: 'bell-foundry-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    if (observation.visible.accused !== null) return command('wait');
    const asked = askedSoFar(observation);
    const next = suspects.find((suspect) => !asked.has(suspect.name));
    if (next) return command(`question ${next.name.toLowerCase()}`);
    const searched = new Set(observation.log.map((entry) => entry.command));
    const place = observation.instance.places.find((candidate) => !searched.has(`search ${candidate}`));
    const lastHour = observation.turns - observation.turn === 1;
    return command(place && !lastHour ? `search ${place}` : `accuse ${bestFit(observation, 2)}`);
  },
});

function askedSoFar(observation: Observation): Set<string> {
  return new Set(
    observation.log
      .filter((entry) => entry.command.startsWith('question '))
      .map((entry) => entry.feedback.split(' ')[0] as string),
  );
}

/** The lowercase name of the suspect agreeing with the most answers (one point each) and traces (`traceWeight` each). */
function bestFit(observation: Observation, traceWeight: number): string {
  const seen: { trait: number; value: number; weight: number }[] = observation.visible.found.map((trace) => ({
    ...trace,
    weight: traceWeight,
  }));
  for (const entry of observation.log) {
    if (!entry.command.startsWith('question ')) continue;
    for (const [index, trait] of traits.entries()) {
      for (const [bit, value] of trait.values.entries()) {
        if (entry.feedback.endsWith(`was ${value}.`)) seen.push({ trait: index, value: bit, weight: 1 });
      }
    }
  }
  let best = suspects[0] as (typeof suspects)[number];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const suspect of suspects) {
    const score = seen.reduce((sum, fact) => sum + (suspect.traits[fact.trait] === fact.value ? fact.weight : 0), 0);
    if (score > bestScore) {
      best = suspect;
      bestScore = score;
    }
  }
  return best.name.toLowerCase();
}

/** Searches every place in order, then names whoever the traces fit best (never questions anyone). */
export const bellFoundrySearcher: AgentFactory = () => ({
  name: 'bell-foundry-searcher',
  act(turn) {
    const observation = turn.observation as Observation;
    if (observation.visible.accused !== null) return command('wait');
    const searched = new Set(observation.log.map((entry) => entry.command));
    const place = observation.instance.places.find((candidate) => !searched.has(`search ${candidate}`));
    const lastHour = observation.turns - observation.turn === 1;
    return command(place && !lastHour ? `search ${place}` : `accuse ${bestFit(observation, 2)}`);
  },
});

/**
 * Has learnt the pacing but not where the traces lie: searches the places in order with a `wait` after each search,
 * then names whoever the traces fit (a rung between the hurried searcher and the full routine, not a band).
 */
export const bellFoundryPaced: AgentFactory = () => ({
  name: 'bell-foundry-paced',
  act(turn) {
    const observation = turn.observation as Observation;
    if (observation.visible.accused !== null) return command('wait');
    const searched = new Set(observation.log.map((entry) => entry.command));
    const place = observation.instance.places.find((candidate) => !searched.has(`search ${candidate}`));
    if (!place || observation.turns - observation.turn === 1) return command(`accuse ${bestFit(observation, 2)}`);
    return command(observation.log.at(-1)?.command.startsWith('search ') ? 'wait' : `search ${place}`);
  },
});
