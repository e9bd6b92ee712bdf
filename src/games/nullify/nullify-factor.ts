// Unit values factored into prime-exponent vectors, so searches add small integer vectors instead of multiplying bigints.
import type { Surd } from './nullify-value.js';

/** A value as its sign and the exponents of its square over an instance's primes; `key` identifies the value. */
export interface Factored {
  readonly sign: number;
  readonly exponents: readonly number[];
  /** Σ |exponent| · log(prime): how large the numbers in the value are. */
  readonly size: number;
  readonly key: string;
  /** The key of the opposite value. */
  readonly opposite: string;
}

/** The values of one instance factored over their common primes, with the natural logs of those primes. */
export interface FactoredValues {
  readonly values: readonly Factored[];
  readonly primes: readonly bigint[];
  readonly logs: readonly number[];
}

/** Builds a factored value from its sign and exponents. */
export function factored(sign: number, exponents: readonly number[], logs: readonly number[]): Factored {
  let size = 0;
  for (let index = 0; index < exponents.length; index++) {
    size += Math.abs(exponents[index] as number) * (logs[index] as number);
  }
  const body = exponents.join(',');
  return { sign, exponents, size, key: `${sign}${body}`, opposite: `${-sign}${body}` };
}

/** `a × b` over the same primes. */
export function multiplyFactored(a: Factored, b: Factored, logs: readonly number[]): Factored {
  return factored(
    a.sign * b.sign,
    a.exponents.map((exponent, index) => exponent + (b.exponents[index] as number)),
    logs,
  );
}

/**
 * Factors every value over the primes that occur in any of them (trial division below 1000; a cofactor left over is
 * treated as one more prime, which is exact for generated instances, whose numbers only have small prime factors).
 */
export function factorValues(values: readonly Surd[]): FactoredValues {
  const parts = values.map((value) => ({ num: factorInteger(value.num), den: factorInteger(value.den) }));
  const primes = [...new Set(parts.flatMap((part) => [...part.num.keys(), ...part.den.keys()]))].sort((x, y) =>
    x < y ? -1 : x > y ? 1 : 0,
  );
  const logs = primes.map((prime) => Math.log(Number(prime)));
  return {
    values: values.map((value, index) => {
      const part = parts[index] as (typeof parts)[number];
      const exponents = primes.map((prime) => (part.num.get(prime) ?? 0) - (part.den.get(prime) ?? 0));
      return factored(value.sign, exponents, logs);
    }),
    primes,
    logs,
  };
}

const smallPrimes: readonly bigint[] = (() => {
  const primes: bigint[] = [];
  for (let n = 2; n < 1000; n++) if (primes.every((p) => BigInt(n) % p !== 0n)) primes.push(BigInt(n));
  return primes;
})();

/** Prime factorisation of a positive integer by trial division below 1000; a larger cofactor is kept as one factor. */
function factorInteger(n: bigint): Map<bigint, number> {
  const factors = new Map<bigint, number>();
  let rest = n;
  for (const prime of smallPrimes) {
    if (prime * prime > rest) break;
    while (rest % prime === 0n) {
      factors.set(prime, (factors.get(prime) ?? 0) + 1);
      rest /= prime;
    }
  }
  if (rest > 1n) factors.set(rest, (factors.get(rest) ?? 0) + 1);
  return factors;
}
