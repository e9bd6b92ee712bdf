import { describe, expect, it } from 'vitest';
import { lanternMazeGame } from './lantern-maze-game.js';
import { lanternMazeScenario, playTurns } from './test-lantern-maze-scenario.js';

const corridor = ['#######', '#0   1#', '#######', '#.....#', '#######', '#######', '#######'];

describe('lantern-maze snares', () => {
  it('are laid on the miner’s own cell while it stays, until none is left', () => {
    const state = playTurns(lanternMazeScenario(corridor, { miners: [{ snaresLeft: 1 }] }), [['snare', 'stay']]);
    expect(state.snares).toEqual([{ cell: [1, 1], owner: 0 }]);
    expect(state.miners[0]).toMatchObject({ cell: [1, 1], snaresLeft: 0 });
    expect(lanternMazeGame.legalActions(state, 0)).not.toContain('snare');
  });

  it('cannot be laid where a snare already lies', () => {
    const state = lanternMazeScenario(['#######', '#0^  1#', ...corridor.slice(2)]);
    const onSnare = {
      ...state,
      miners: state.miners.map((miner, seat) => (seat === 0 ? { ...miner, cell: [1, 2] as const } : miner)),
    };
    expect(lanternMazeGame.legalActions(onSnare, 0)).not.toContain('snare');
  });

  it('stun the next miner that steps on them, the owner included, and are used up', () => {
    const state = lanternMazeScenario(['#######', '#0^ ^1#', ...corridor.slice(2)]);
    const sprung = playTurns(state, [['right', 'left']]);
    expect(sprung.miners.map((miner) => miner.stunned)).toEqual([4, 4]);
    expect(sprung.snares).toEqual([]);
    expect(sprung.events).toEqual(['miner 0 stepped on a snare at [1,2]', 'miner 1 stepped on a snare at [1,4]']);
  });

  it('stun a beast that steps on them, which then touches nobody on that cell', () => {
    const state = lanternMazeScenario(['#######', '#0B  1#', ...corridor.slice(2)], { headings: ['left'] });
    const snared = playTurns(state, [['snare', 'stay']]);
    expect(snared.beasts[0]).toMatchObject({ cell: [1, 1], rest: 4 });
    expect(snared.miners[0]).toMatchObject({ score: 0, stunned: 0 });
    expect(snared.events).toEqual(['miner 0 laid a snare at [1,1]', 'beast 0 stepped on a snare at [1,1]']);
  });
});
