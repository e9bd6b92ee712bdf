import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { bellFoundryDesign } from './bell-foundry-design.js';
import { type BellFoundryRules, bellFoundryRuleSpace, bellFoundryVariantSpace } from './bell-foundry-rules.js';
import type { BellFoundryProgress } from './bell-foundry-state.js';
import { playTurn } from './bell-foundry-turn.js';
import { bellFoundry } from './index.js';

describeHiddenRuleGame(bellFoundry, bellFoundryDesign);

describe('bell-foundry rules', () => {
  const rulesWith = (pressure: BellFoundryRules['pressure'], limit: number): BellFoundryRules => {
    const rules = bellFoundryRuleSpace.find(
      (candidate) =>
        candidate.culprit === 2 &&
        candidate.traces.join() === '0,3,5' &&
        candidate.pressure === pressure &&
        candidate.limit === limit,
    );
    if (!rules) throw new Error('rule set missing from the space');
    return rules;
  };
  const play = (rules: BellFoundryRules, commands: readonly string[]) => {
    let progress: BellFoundryProgress = bellFoundryDesign.start(bellFoundryDesign.instance(1, 1));
    const feedback: string[] = [];
    for (const [index, command] of commands.entries()) {
      const step = playTurn(rules, progress, command, index + 1);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback };
  };

  it('has 480 distinct rule sets', () => {
    expect(new Set(bellFoundryRuleSpace.map((candidate) => JSON.stringify(candidate))).size).toBe(480);
  });
  it('searching too fast loses a trace, and its place then looks like any empty place', () => {
    const rules = rulesWith('searches', 2);
    const hurried = play(rules, ['search furnace', 'search wax room', 'search casting pit']);
    expect(hurried.feedback[1]).toBe(
      'You search the wax room and find nothing of note. Later, a thin smoke rises from the furnace chimney.',
    );
    expect(hurried.feedback[2]).toBe('You search the casting pit and find nothing of note.');
    const paced = play(rules, ['search furnace', 'wait', 'search wax room', 'wait', 'search casting pit']);
    expect(paced.feedback[4]).toBe('In the casting pit you find a mallet worn smooth on the left of its grip.');
  });
  it('questions press only under some rules; the one who did it answers the opposite of the truth', () => {
    const questions = ['question agnes', 'question bram', 'question cato'];
    expect(play(rulesWith('searches', 2), questions).progress.gone).toBe(0);
    expect(play(rulesWith('searches-and-questions', 2), questions).progress.gone).toBe(1);
    expect(play(rulesWith('searches', 2), ['question cato']).feedback[0]).toBe(
      'Cato says that whoever was at the mould that night was in a wool smock.',
    );
  });
  it('in variant 19 questions press under one more pressure, and the last trace still lying about is the one cleared', () => {
    const rules = bellFoundryVariantSpace(19).find(
      (candidate) =>
        candidate.culprit === 2 &&
        candidate.traces.join() === '0,3,5' &&
        candidate.pressure === 'workplaces-and-questions' &&
        candidate.limit === 2,
    );
    if (rules?.clears !== 'last') throw new Error('variant 19 lacks questions pressing and the last trace cleared');
    const { feedback } = play(rules, ['question agnes', 'question bram', 'search yard', 'wait', 'search casting pit']);
    expect(feedback[1]).toContain('Later, a thin smoke rises');
    expect(feedback[2]).toBe('You search the yard and find nothing of note.');
    expect(feedback[4]).toBe('In the casting pit you find a mallet worn smooth on the left of its grip.');
  });
  it('a complete case is worth far more than a partial one', () => {
    const rules = rulesWith('workplaces', 3);
    const found = play(rules, ['search casting pit', 'search pattern loft', 'search yard', 'accuse cato']);
    expect(bellFoundryDesign.score(rules, bellFoundryDesign.instance(1, 1), found.progress)).toBe(1000);
    const partial = play(rules, ['search casting pit', 'search yard', 'accuse cato']);
    expect(bellFoundryDesign.score(rules, bellFoundryDesign.instance(1, 1), partial.progress)).toBe(550);
  });
});
