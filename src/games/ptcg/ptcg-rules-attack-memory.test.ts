// Issue 12 §14: an attack a Confused Pokémon fails to use (tails) was not used, so nothing that remembers "this
// Pokémon used this attack" may see it: Excited Punch's bonus, and the next-turn locks of Accelerating Stab, Photon
// Blaster and Needle Bone (the pool's every condition on an attack having been used).
import { describe, expect, it } from 'vitest';
import type { PtcgState } from './ptcg-state.js';
import { play, type ScenarioPokemon, scenario, texts } from './test-ptcg-scenario.js';

const tails = 'Confusion: coin flip tails';
const heads = 'Confusion: coin flip heads';

/** The last Confusion flip in the log since `before`'s last entry: true for heads, null when there was none. */
function lastConfusionFlip(state: PtcgState): boolean | null {
  const line = [...state.log].reverse().find((entry) => entry.startsWith('Confusion: coin flip'));
  return line === undefined ? null : line === heads;
}

/** Seat 0's Confused `attacker` against Charizard ex (a Charmander on the Bench), on `seed`. */
function confused(seed: number, attacker: Exclude<ScenarioPokemon, string>): PtcgState {
  return scenario({
    seed,
    players: [{ active: { ...attacker, conditions: ['confused'] } }, { active: 'charizard-ex', bench: ['charmander'] }],
  });
}

/** The first seed (from 1) on which the Confused attacker's attack fails on tails, then the state after it. */
function failedAttack(attacker: Exclude<ScenarioPokemon, string>, attack: string): PtcgState {
  for (let seed = 1; seed < 400; seed++) {
    const after = play(confused(seed, attacker), attack);
    if (after.log.includes(tails)) return after;
  }
  throw new Error(`no seed makes ${attack} fail to Confusion`);
}

const fighting = 'basic-fighting-energy';
const lightning = 'basic-lightning-energy';
const dark = 'basic-darkness-energy';
const hitmonchan = { card: 'hitmonchan', energy: [fighting, fighting] };

describe('PTCG rules audit: an attack that fails to Confusion was not used', () => {
  it('gives Excited Punch no bonus two turns after an Excited Punch that failed on tails', () => {
    for (let seed = 1; seed < 400; seed++) {
      const start = confused(seed, hitmonchan);
      const failed = play(start, 'attack Excited Punch');
      if (lastConfusionFlip(failed) !== false) continue;
      expect(failed.players[1]?.active?.damage).toBe(0);
      const next = play(failed, 'end turn', 'attack Excited Punch');
      if (lastConfusionFlip(next) !== true) continue;
      // 60 printed damage, no bonus: the Excited Punch of two turns ago did not happen.
      expect(next.players[1]?.active?.damage).toBe(60);
      return;
    }
    throw new Error('no seed gives tails and then heads');
  });

  it('still gives Excited Punch its bonus after one that went through on heads', () => {
    for (let seed = 1; seed < 400; seed++) {
      const start = confused(seed, hitmonchan);
      const hit = play(start, 'attack Excited Punch');
      if (lastConfusionFlip(hit) !== true) continue;
      const next = play(hit, 'end turn', 'attack Excited Punch');
      if (lastConfusionFlip(next) !== true) continue;
      expect(next.players[1]?.active?.damage).toBe(60 + 120);
      return;
    }
    throw new Error('no seed gives heads twice');
  });

  it('leaves Lucario free to use Accelerating Stab next turn after one that failed on tails', () => {
    const failed = failedAttack(
      {
        card: 'lucario',
        evolvedFrom: ['riolu'],
        energy: [fighting, fighting, fighting],
      },
      'attack Accelerating Stab',
    );
    expect(texts(play(failed, 'end turn'))).toContain('attack Accelerating Stab');
  });

  it('leaves Miraidon ex free to attack next turn after a Photon Blaster that failed on tails', () => {
    const failed = failedAttack(
      { card: 'miraidon-ex', energy: [lightning, lightning, lightning] },
      'attack Photon Blaster',
    );
    expect(texts(play(failed, 'end turn'))).toContain('attack Photon Blaster');
  });

  it('flips no Needle Bone coin and leaves Paldean Clodsire ex free to attack after a Needle Bone that failed on tails', () => {
    const failed = failedAttack({ card: 'paldean-clodsire-ex', energy: [dark, dark, dark] }, 'attack Needle Bone');
    expect(failed.log.filter((entry) => entry.includes('coin flip'))).toEqual([tails]);
    expect(texts(play(failed, 'end turn'))).toContain('attack Needle Bone');
  });
});
