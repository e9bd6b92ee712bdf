import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tetrisScenario } from '../../../src/games/tetris/test-tetris-scenario.js';
import { tetrisGame } from '../../../src/games/tetris/tetris-game.js';
import { tetrisGhost } from './tetris-ghost.js';
import { TetrisRenderer } from './tetris-renderer.js';

const well = ['........', '........', '........', '........', '*******.', '*******.', '*******.', '*******.'];
const observation = tetrisGame.observe(tetrisScenario(well, { current: 'I' }), 0);

function render(move?: string, cells?: readonly string[]): string {
  return renderToStaticMarkup(createElement(TetrisRenderer, { observation, seat: 0, text: 'the text', move, cells }));
}

describe('the tetris well', () => {
  it('finds where a drop lands by the game rules, clamping an off-board column as the game does', () => {
    expect(tetrisGhost(observation, '8 90')).toEqual({
      piece: 'I',
      column: 8,
      rotation: 90,
      cells: [
        [4, 7],
        [5, 7],
        [6, 7],
        [7, 7],
      ],
      cleared: 4,
      toppedOut: false,
    });
    expect(tetrisGhost(observation, '20 0')).toMatchObject({
      column: 5,
      cells: [
        [3, 4],
        [3, 5],
        [3, 6],
        [3, 7],
      ],
    });
    expect(tetrisGhost(observation, 'END')).toBeNull();
    expect(tetrisGhost(observation, 'none')).toBeNull();
  });

  it('numbers the columns and draws the ghost of the chosen drop in the colour of its piece', () => {
    const html = render('8 90');
    const numbers = [...html.matchAll(/class="cell cell-column">(\d+)</g)].map((match) => match[1]);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(html.match(/class="cell cell-ghost-I"/g)).toHaveLength(4);
    expect(html.match(/class="cell cell-fixed"/g)).toHaveLength(28);
    expect(html.match(/class="cell cell-piece-I"/g)).toHaveLength(4);
    expect(html).toContain('drops I at column 8, rotation 90: clears 4 rows');
    expect(html).toContain('aria-label="I piece turned 90°"');
  });

  it('draws each settled cell in the colour of the piece the replay says it came from, grey where it does not know', () => {
    // The replay's derived cells: the bottom rows' pieces, one cell unknown ('*'), one row sent too short.
    const cells = ['........', '........', '........', '........', 'JJJLLLO.', 'ZZSS*OO.', 'ZZSSI', 'TTTIIII.'];
    const html = render(undefined, cells);
    // The well's bottom four rows, after the column numbers and the four empty rows.
    const kinds = [...html.matchAll(/class="cell cell-([\w-]+)"/g)].map((match) => match[1]);
    expect(kinds.slice(8 + 32, 8 + 64)).toEqual([
      ...['settled-J', 'settled-J', 'settled-J', 'settled-L', 'settled-L', 'settled-L', 'settled-O', 'empty'],
      ...['settled-Z', 'settled-Z', 'settled-S', 'settled-S', 'fixed', 'settled-O', 'settled-O', 'empty'],
      ...['settled-Z', 'settled-Z', 'settled-S', 'settled-S', 'settled-I', 'fixed', 'fixed', 'empty'],
      ...['settled-T', 'settled-T', 'settled-T', 'settled-I', 'settled-I', 'settled-I', 'settled-I', 'empty'],
    ]);
    expect(html).toContain('title="J piece"');
    // The ghost stays a ghost over settled colours; without cells every settled cell is grey.
    expect(render('8 90', cells).match(/class="cell cell-ghost-I"/g)).toHaveLength(4);
    expect(render('8 90').match(/class="cell cell-settled-/g)).toBeNull();
  });

  it('draws no ghost where the replay does not know the move', () => {
    const html = render();
    expect(html).not.toContain('cell-ghost');
    expect(html).toContain('aria-label="I piece turned 0°"');
  });
});
