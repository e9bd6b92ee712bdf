// A planner's tables are pure functions of (rules, instance), and the reference solver and the learner ask for the same
// ones at every turn of every hypothesis: one memo per planner, holding both keys weakly.

/**
 * `build` memoised per (rules, instance) object pair. Further arguments must be the same on every call (a game's
 * constants, e.g. its turn count): they are handed to `build` but are not part of the key.
 */
export function rulesInstanceMemo<R extends object, I extends object, A extends unknown[], T>(
  build: (rules: R, instance: I, ...constants: A) => T,
): (rules: R, instance: I, ...constants: A) => T {
  const tables = new WeakMap<R, WeakMap<I, T>>();
  return (rules, instance, ...constants) => {
    let byInstance = tables.get(rules);
    if (!byInstance) {
      byInstance = new WeakMap();
      tables.set(rules, byInstance);
    }
    if (!byInstance.has(instance)) byInstance.set(instance, build(rules, instance, ...constants));
    return byInstance.get(instance) as T;
  };
}
