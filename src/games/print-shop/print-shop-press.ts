// What one command does at the press under the hidden rules: the whole turn logic of print-shop.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { inks, type PrintShopRules } from './print-shop-rules.js';
import {
  type PrintShopInstance,
  type PrintShopProgress,
  paperCost,
  restCommand,
  washCommand,
} from './print-shop-state.js';

/** Whether running a job in `ink` after `lastInk` (-1: washed rollers) now comes out spoiled (numbers only, for planning). */
export function spoils(rules: PrintShopRules, lastInk: number, runs: number, ink: number): boolean {
  const listed = rules.spoils === 'own' ? ink : lastInk;
  const clings = lastInk >= 0 && lastInk !== ink && rules.clinging.includes(listed);
  return clings || runs >= rules.runsBeforeSpoil;
}

/** Plays `command` for one turn. */
export function runPress(
  rules: PrintShopRules,
  instance: PrintShopInstance,
  progress: PrintShopProgress,
  command: string,
): HiddenRuleStep<PrintShopProgress> {
  const turn = progress.turn + 1;
  if (command === washCommand) {
    return { progress: { ...progress, turn, lastInk: null }, feedback: 'You wash the rollers.' };
  }
  if (command === restCommand) {
    return { progress: { ...progress, turn, runs: 0 }, feedback: 'The press stands still for a turn.' };
  }
  const index = instance.jobs.findIndex((job) => `print ${job.name}` === command);
  const job = instance.jobs[index];
  if (!job) return { progress: { ...progress, turn }, feedback: 'Nothing happens.' };
  const last = progress.lastInk === null ? -1 : inks.indexOf(progress.lastInk);
  const spoiled = spoils(rules, last, progress.runs, inks.indexOf(job.ink));
  const next = {
    turn,
    done: progress.done | (1 << index),
    coins: progress.coins + (spoiled ? -paperCost : job.pay),
    lastInk: job.ink,
    runs: progress.runs + 1,
  };
  const feedback = spoiled
    ? `The ${job.name} come out streaked; the client will not pay, and the paper cost you ${paperCost} coins.`
    : `The ${job.name} come out crisp; the client pays ${job.pay} coins.`;
  return { progress: next, feedback };
}
