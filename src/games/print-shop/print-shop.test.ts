import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { rulesOf } from '../hidden-rules/rules-of.js';
import { printShop } from './index.js';
import { printShopDesign } from './print-shop-design.js';
import { runPress } from './print-shop-press.js';
import { printShopRuleSpace, printShopVariantSpace } from './print-shop-rules.js';
import type { PrintShopInstance } from './print-shop-state.js';

describeHiddenRuleGame(printShop, printShopDesign);

describe('print-shop rules', () => {
  const rules = printShopRuleSpace.find(
    (candidate) => candidate.clinging.join() === '1' && candidate.runsBeforeSpoil === 2,
  );
  if (!rules) throw new Error('rule set missing from the space');
  const instance: PrintShopInstance = {
    jobs: [
      { name: 'posters', ink: 'red', pay: 5, due: 11 },
      { name: 'menus', ink: 'blue', pay: 4, due: 11 },
      { name: 'tickets', ink: 'black', pay: 6, due: 11 },
      { name: 'maps', ink: 'red', pay: 7, due: 11 },
    ],
  };
  const play = (commands: readonly string[]) => {
    let progress = printShopDesign.start(instance);
    const feedback: string[] = [];
    for (const command of commands) {
      const step = runPress(rules, instance, progress, command);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback };
  };

  it('has 30 distinct rule sets', () => {
    expect(new Set(printShopRuleSpace.map((candidate) => JSON.stringify(candidate))).size).toBe(30);
  });
  it('a job after one ink streaks unless the rollers are washed, and after another ink it does not', () => {
    expect(play(['print posters', 'print menus']).feedback[1]).toContain('streaked');
    expect(play(['print posters', 'wash rollers', 'print menus']).feedback[2]).toContain('crisp');
    expect(play(['print menus', 'print posters']).feedback[1]).toContain('crisp');
    expect(play(['print posters', 'print maps']).feedback[1]).toContain('crisp');
  });
  it('runs one too many streak with the same words, a rest mends that and a wash does not', () => {
    const run = ['print menus', 'print tickets'];
    const tooMany = play([...run, 'print maps']);
    expect(tooMany.feedback[2]).toBe(
      'The maps come out streaked; the client will not pay, and the paper cost you 3 coins.',
    );
    expect(tooMany.progress.coins).toBe(4 + 6 - 3);
    expect(play([...run, 'wash rollers', 'print maps']).feedback[3]).toContain('streaked');
    expect(play([...run, 'rest', 'print maps']).feedback[3]).toContain('crisp');
  });
  it('shows the same orders every episode of a seed and lists only orders still open', () => {
    expect(printShopDesign.instance(4, 1)).toEqual(printShopDesign.instance(4, 5));
    const commands = printShopDesign.commands(instance, play(['print menus']).progress);
    expect(commands).toEqual(['print posters', 'print tickets', 'print maps', 'wash rollers', 'rest']);
  });
  it('in a variant whose inks spoil their own job, a blue job streaks after red and a red one is fine after blue', () => {
    const own = printShopVariantSpace(3).find(
      (candidate) => candidate.clinging.join() === '2,3' && candidate.runsBeforeSpoil === 2,
    );
    if (own?.spoils !== 'own') throw new Error('variant 3 lacks blue and green spoiling their own jobs after two runs');
    const second = (commands: readonly string[]) => {
      const first = runPress(own, instance, printShopDesign.start(instance), commands[0] as string);
      return runPress(own, instance, first.progress, commands[1] as string).feedback;
    };
    expect(second(['print posters', 'print menus'])).toContain('streaked');
    expect(second(['print menus', 'print posters'])).toContain('crisp');
  });
  it('plays out, by always taking the best command, exactly what its planner promised at the start', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const rules = rulesOf(seed % 3 === 0 ? printShopVariantSpace(seed) : printShopRuleSpace, seed);
      const instance = printShopDesign.instance(seed, 1);
      let progress = printShopDesign.start(instance);
      const promised = Math.max(...printShopDesign.values(rules, instance, progress, printShopDesign.turns).values());
      for (let turn = 1; turn <= printShopDesign.turns; turn++) {
        const values = [...printShopDesign.values(rules, instance, progress, printShopDesign.turns - turn + 1)];
        const [best] = values.reduce((a, b) => (b[1] > a[1] ? b : a));
        expect(printShopDesign.commands(instance, progress)).toContain(best);
        progress = printShopDesign.play(rules, instance, progress, best, turn).progress;
      }
      expect(progress.coins).toBe(promised);
    }
  });
});
