// Solves nullify as an exact cover: every solution splits the units into groups A ∪ B whose products are opposite
// (A's units merge into one, B's into another, then the two cancel). Enumerates unit subsets by bitmask.
import { type Factored, type FactoredValues, multiplyFactored } from './nullify-factor.js';
import type { NullifyPair } from './nullify-solver.js';

/** Most units the subset enumeration handles (2^n masks); larger boards are left to the step-by-step search. */
export const coverMaxUnits = 18;

/** One group of a solution: the units merged into each of the two opposite products, in merge order. */
interface Group {
  readonly left: readonly number[];
  readonly right: readonly number[];
}

/**
 * A plan that clears every unit by groups, or null when no partition into cancelling groups exists (up to merge
 * orders that would cancel by accident, which are avoided where possible); undefined when the board is too large.
 */
export function coverPlan(factors: FactoredValues): NullifyPair[] | null | undefined {
  const units = factors.values;
  const count = units.length;
  if (count > coverMaxUnits || factors.primes.length > 30) return undefined;
  if (count === 0) return [];
  // Subset hashes are sums of random 32-bit weights (mod 2^32): cheap integer work; collisions are harmless because
  // every group found is checked exactly (`orderedMerge` compares the two products' exponent vectors).
  const weights = hashWeights(factors.primes.length);
  const unitHash = units.map((unit) =>
    unit.exponents.reduce((sum, e, k) => (sum + Math.imul(e, weights[k] as number)) | 0, 0),
  );
  const unitParity = units.map((unit) =>
    unit.exponents.reduce((bits, e, k) => (e % 2 === 0 ? bits : bits | (1 << k)), 0),
  );
  const size = 1 << count;
  const { hash, parity, negatives } = scratch(size);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    const unit = 31 - Math.clz32(low);
    const rest = mask ^ low;
    hash[mask] = ((hash[rest] as number) + (unitHash[unit] as number)) | 0;
    parity[mask] = (parity[rest] as number) ^ (unitParity[unit] as number);
    negatives[mask] = (negatives[rest] as number) ^ ((units[unit] as Factored).sign < 0 ? 1 : 0);
  }
  const byHash = hashIndex(hash, size);
  // Candidate groups by their lowest unit: an odd number of negative units and an even exponent vector.
  const groupsByLow: number[][] = Array.from({ length: count }, () => []);
  for (let mask = 1; mask < size; mask++) {
    if (negatives[mask] !== 1 || parity[mask] !== 0 || (mask & (mask - 1)) === 0) continue;
    groupsByLow[31 - Math.clz32(mask & -mask)]?.push(mask);
  }
  const realized = new Map<number, Group | null>();
  const realize = (group: number): Group | null => {
    if (realized.has(group)) return realized.get(group) ?? null;
    let result: Group | null = null;
    // A half has twice its hash equal to the group's: one of the two halves of the group's hash mod 2^32.
    const target = (hash[group] as number) >>> 1;
    for (const key of [target | 0, (target ^ 0x80000000) | 0]) {
      for (let half = byHash.first(key); half !== -1 && !result; half = byHash.next(half)) {
        if (half === group || (half & ~group) !== 0) continue;
        const left = orderedMerge(bitsOf(half), units, factors.logs);
        const right = left && orderedMerge(bitsOf(group ^ half), units, factors.logs);
        if (left && right && opposite(left.product, right.product)) result = { left: left.order, right: right.order };
      }
    }
    realized.set(group, result);
    return result;
  };
  const dead = new Set<number>();
  const cover = (remaining: number): Group[] | null => {
    if (remaining === 0) return [];
    if (dead.has(remaining)) return null;
    for (const group of groupsByLow[31 - Math.clz32(remaining & -remaining)] ?? []) {
      if ((group & ~remaining) !== 0) continue;
      const found = realize(group);
      if (!found) continue;
      const rest = cover(remaining ^ group);
      if (rest) return [found, ...rest];
    }
    dead.add(remaining);
    return null;
  };
  const groups = cover(size - 1);
  return groups && planOf(groups, count);
}

function opposite(a: Factored, b: Factored): boolean {
  return a.opposite === b.key;
}

function bitsOf(mask: number): number[] {
  const bits: number[] = [];
  for (let bit = 0; 1 << bit <= mask; bit++) if (mask & (1 << bit)) bits.push(bit);
  return bits;
}

/** An order merging `members` one by one in which no partial product cancels the next unit, with the product. */
function orderedMerge(
  members: readonly number[],
  units: readonly Factored[],
  logs: readonly number[],
): { order: number[]; product: Factored } | null {
  const order: number[] = [];
  const used = new Set<number>();
  const extend = (product: Factored | null): Factored | null => {
    if (order.length === members.length) return product;
    for (const member of members) {
      if (used.has(member)) continue;
      const unit = units[member] as Factored;
      if (product && opposite(product, unit)) continue;
      used.add(member);
      order.push(member);
      const done = extend(product ? multiplyFactored(product, unit, logs) : unit);
      if (done) return done;
      order.pop();
      used.delete(member);
    }
    return null;
  };
  const product = extend(null);
  return product ? { order, product } : null;
}

/** The pairs to answer, on the unit list as it is renumbered after each combination. */
function planOf(groups: readonly Group[], count: number): NullifyPair[] {
  // `slots[k]` is the id of the unit now at index k; a merged unit keeps the id of its first member.
  const slots = Array.from({ length: count }, (_, index) => index);
  const plan: NullifyPair[] = [];
  const combine = (a: number, b: number, cancels: boolean): void => {
    const first = Math.min(slots.indexOf(a), slots.indexOf(b));
    const second = Math.max(slots.indexOf(a), slots.indexOf(b));
    plan.push([first, second]);
    slots[first] = a;
    slots.splice(second, 1);
    if (cancels) slots.splice(first, 1);
  };
  for (const { left, right } of groups) {
    for (const side of [left, right]) for (const member of side.slice(1)) combine(side[0] as number, member, false);
    combine(left[0] as number, right[0] as number, true);
  }
  return plan;
}

interface Scratch {
  hash: Int32Array;
  parity: Int32Array;
  negatives: Uint8Array;
  keys: Int32Array;
  heads: Int32Array;
  chain: Int32Array;
}

// Typed arrays reused between calls (a board of 18 units needs 2^18 entries): allocating them per call costs more
// than the search. Only `coverPlan` uses them, and it never runs re-entrantly.
let buffers: Scratch | null = null;

function scratch(size: number): Scratch {
  if (!buffers || buffers.hash.length < size) {
    buffers = {
      hash: new Int32Array(size),
      parity: new Int32Array(size),
      negatives: new Uint8Array(size),
      keys: new Int32Array(2 * size),
      heads: new Int32Array(2 * size),
      chain: new Int32Array(size),
    };
  }
  buffers.hash[0] = 0;
  buffers.parity[0] = 0;
  buffers.negatives[0] = 0;
  return buffers;
}

/** The non-empty masks below `size` grouped by hash: an open-addressing table of chains (Fibonacci hashing). */
function hashIndex(hash: Int32Array, size: number): { first(key: number): number; next(mask: number): number } {
  const bits = 32 - Math.clz32(size);
  const { keys, heads, chain } = buffers as Scratch;
  heads.fill(-1, 0, 1 << bits);
  const slotOf = (key: number): number => {
    let slot = Math.imul(key, 0x9e3779b1) >>> (32 - bits);
    while (heads[slot] !== -1 && keys[slot] !== key) slot = (slot + 1) & ((1 << bits) - 1);
    return slot;
  };
  for (let mask = 1; mask < size; mask++) {
    const key = hash[mask] as number;
    const slot = slotOf(key);
    keys[slot] = key;
    chain[mask] = heads[slot] as number;
    heads[slot] = mask;
  }
  return { first: (key) => heads[slotOf(key)] as number, next: (mask) => chain[mask] as number };
}

/** Fixed pseudo-random 32-bit weights per prime, so subset hashes rarely collide (plans are checked exactly). */
function hashWeights(count: number): number[] {
  const weights: number[] = [];
  let state = 0x2545f491;
  for (let index = 0; index < count; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    weights.push(state | 0);
  }
  return weights;
}
