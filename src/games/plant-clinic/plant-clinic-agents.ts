// plant-clinic's calibration baselines: a naive gardener (gives each plant the remedy its symptom seems to call for)
// and a plausible but wrong heuristic (learns by trial which remedy cures each symptom, paying no heed to the pot).
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { remedies, symptoms } from './plant-clinic-rules.js';
import type { PlantClinicInstance, PlantClinicVisible } from './plant-clinic-state.js';

type Observation = HiddenRuleObservation<PlantClinicInstance, PlantClinicVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Feedback after which the plant on the bench has gone and the next one comes up. */
const leaves = (feedback: string) =>
  feedback.includes(' perks up;') || feedback.includes(' drops its last leaves;') || feedback.includes(' untreated.');

/** Waters what droops, feeds what yellows, shades brown tips and repots mouldy soil, again and again. */
export const plantClinicNaive: AgentFactory = () => ({
  name: 'plant-clinic-naive',
  act(turn) {
    const observation = turn.observation as Observation;
    const plant = observation.instance.plants[observation.visible.next];
    return command(plant ? (remedies[symptoms.indexOf(plant.symptom)] as string) : 'send home');
  },
});

/**
 * Tries the remedy a symptom seems to call for first and the others in turn after it, and keeps the remedy that cured
 * a symptom for every later plant with that symptom, whatever its pot.
 */
export const plantClinicHeuristic: AgentFactory = () => ({
  name: 'plant-clinic-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    const { plants } = observation.instance;
    const plant = plants[observation.visible.next];
    if (!plant) return command('send home');
    const cures = new Map<string, string>();
    const tried = new Set<string>();
    let index = 0;
    for (const entry of observation.log) {
      const symptom = plants[index]?.symptom;
      if (symptom && entry.feedback.includes(' perks up;')) cures.set(symptom, entry.command);
      if (index === observation.visible.next) tried.add(entry.command);
      if (leaves(entry.feedback)) index++;
    }
    const known = cures.get(plant.symptom);
    if (known && !tried.has(known)) return command(known);
    const first = symptoms.indexOf(plant.symptom);
    for (let step = 0; step < remedies.length; step++) {
      const remedy = remedies[(first + step) % remedies.length] as string;
      if (!tried.has(remedy)) return command(remedy);
    }
    return command('send home');
  },
});
