import { describe, expect, it } from 'vitest';
import { pieceNames, pieceShape, rotateClockwise, rotations } from './tetris-pieces.js';
import { rotationTable } from './tetris-text.js';

describe('tetris rotation shapes', () => {
  it('draws every piece in each clockwise rotation exactly as the published table', () => {
    const table = Object.fromEntries(
      pieceNames.map((name) => [name, rotations.map((rotation) => pieceShape(name, rotation).rows.join('/'))]),
    );
    expect(table).toEqual({
      I: ['####', '#/#/#/#', '####', '#/#/#/#'],
      J: ['#../###', '##/#./#.', '###/..#', '.#/.#/##'],
      L: ['..#/###', '#./#./##', '###/#..', '##/.#/.#'],
      O: ['##/##', '##/##', '##/##', '##/##'],
      S: ['.##/##.', '#./##/.#', '.##/##.', '#./##/.#'],
      T: ['.#./###', '#./##/#.', '###/.#.', '.#/##/.#'],
      Z: ['##./.##', '.#/##/#.', '##./.##', '.#/##/#.'],
    });
  });

  it('makes each rotation the previous one turned a quarter clockwise, with four cells and a full bounding box', () => {
    for (const name of pieceNames) {
      for (const rotation of rotations) {
        const shape = pieceShape(name, rotation);
        const turned = rotateClockwise(shape.rows);
        expect(pieceShape(name, ((rotation + 90) % 360) as typeof rotation).rows).toEqual(turned);
        expect(shape.cells).toHaveLength(4);
        expect(shape.rows[0]).toContain('#');
        expect(shape.rows.map((row) => row[0]).join('')).toContain('#');
        expect(shape.bottoms.every((bottom) => bottom >= 0)).toBe(true);
      }
    }
  });

  it('prints the same table in the rules text, all four rotations of each piece side by side', () => {
    const table = rotationTable();
    expect(table[0]).toBe('I 0    I 90   I 180   I 270');
    expect(table).toContain('.#.   #.     ###     .#');
    expect(table.filter((line) => /^[IJLOSTZ] 0 /.test(line))).toHaveLength(7);
  });
});
