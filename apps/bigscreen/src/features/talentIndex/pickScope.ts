/**
 * What a street or industry detail page shows for the code in its address: the item of that code;
 * the first item by talent index (highest first; items without an index last) when no code was
 * given (a bookmark, the playlist); or `unknown` when the code names no item. `none` when there
 * are no items at all.
 */
export type ScopePick<T> = { kind: 'found'; item: T; isDefault: boolean } | { kind: 'unknown'; code: string } | { kind: 'none' };

/** Items ordered by talent index, highest first; items without an index keep their order after the others. */
export function byTalentIndex<T>(items: readonly T[], indexOf: (item: T) => number | null): T[] {
  return [...items].sort((a, b) => (indexOf(b) ?? -Infinity) - (indexOf(a) ?? -Infinity));
}

/** Resolves `code` among `items` as {@link ScopePick} describes. */
export function pickScope<T>(items: readonly T[], code: string, codeOf: (item: T) => string, indexOf: (item: T) => number | null): ScopePick<T> {
  if (code) {
    const item = items.find((i) => codeOf(i) === code);
    return item ? { kind: 'found', item, isDefault: false } : { kind: 'unknown', code };
  }
  const first = byTalentIndex(items, indexOf)[0];
  return first ? { kind: 'found', item: first, isDefault: true } : { kind: 'none' };
}
