/**
 * Answers that never change once computed: e.g. the dashboards' figures, kept per data version of
 * their snapshot (modules/dashboard/snapshot.ts `memo`). The router checks such an answer against
 * its endpoint's output schema and serialises it once, and sends the same JSON text to every later
 * request that gets the same object (http/router.ts). A value marked stable must not be mutated
 * afterwards; a mutation would not reach the clients of that endpoint.
 */
const stable = new WeakSet<object>();

/** Marks `value` (an object or array; a promise's resolved value) as a stable answer and returns it. */
export function markStable<T>(value: T): T {
  if (value instanceof Promise) void value.then(markStable, () => undefined);
  else if (typeof value === 'object' && value !== null) stable.add(value);
  return value;
}

/** Whether `value` was marked by {@link markStable}. */
export const isStable = (value: unknown): value is object => typeof value === 'object' && value !== null && stable.has(value);
