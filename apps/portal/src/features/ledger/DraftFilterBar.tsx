import { useState, type ReactNode } from 'react';
import { FilterBar } from '../common';

/** The filters of a {@link DraftFilterBar} by their search-param names: the value applied now, or undefined. */
export type DraftFilters<K extends string> = Record<K, string | undefined>;

export interface DraftFilterBarProps<K extends string> {
  /** the filters the list applies now (from the URL), by their search-param names */
  applied: DraftFilters<K>;
  /** receives every filter of the draft on 搜索 (trimmed, '' as undefined) and every one undefined on 重置 (`reset`: clear the filters outside the draft too) */
  onApply: (next: DraftFilters<K>, reset: boolean) => void;
  /** the fields, drawn from `draft` (a filter's text) and changed with `set` */
  children: (draft: Record<K, string>, set: (key: K, value: string) => void) => ReactNode;
}

/**
 * A {@link FilterBar} whose fields are a draft: they start from the applied filters, change only
 * the draft as the user types or chooses, and apply together on 搜索; 重置 empties them and applies
 * none (the ledgers' filters, the area audit's lists).
 */
export function DraftFilterBar<K extends string>({ applied, onApply, children }: DraftFilterBarProps<K>) {
  const keys = Object.keys(applied) as K[];
  const fill = (value: (k: K) => string) => Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, string>;
  const [draft, setDraft] = useState(() => fill((k) => applied[k] ?? ''));
  const apply = (d: Record<K, string>, reset: boolean) => onApply(Object.fromEntries(keys.map((k) => [k, d[k].trim() || undefined])) as DraftFilters<K>, reset);
  return (
    <FilterBar
      onSearch={() => apply(draft, false)}
      onReset={() => {
        const empty = fill(() => '');
        setDraft(empty);
        apply(empty, true);
      }}
    >
      {children(draft, (key, value) => setDraft((d) => ({ ...d, [key]: value })))}
    </FilterBar>
  );
}
