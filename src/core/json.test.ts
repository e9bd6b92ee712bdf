import { describe, expect, it } from 'vitest';
import { canonicalJson, deepFreeze, hashJson, jsonEqual } from './json.js';

describe('json helpers', () => {
  it('serialises canonically: sorted keys, undefined fields dropped, same as JSON otherwise', () => {
    expect(canonicalJson({ b: 1, a: [1, 'x', null, { d: true, c: undefined }] })).toBe(
      '{"a":[1,"x",null,{"d":true}],"b":1}',
    );
    const value = { z: [1.5, -2, 'q"uote'], a: { y: null } };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });

  it('hashes equal values equally whatever their key order', () => {
    expect(hashJson({ a: 1, b: [2] })).toBe(hashJson({ b: [2], a: 1 }));
    expect(hashJson({ a: 1 })).not.toBe(hashJson({ a: 2 }));
    expect(hashJson({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });

  it('compares structurally', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, [1])).toBe(false);
  });

  it('freezes deeply, so mutation throws', () => {
    const value = deepFreeze({ a: { b: [1] } });
    expect(() => {
      (value.a.b as number[]).push(2);
    }).toThrow(TypeError);
  });
});
