import { HStack, Input, Text } from '@chakra-ui/react';
import type { Ledger } from '@portal/api';
import * as t from '../../i18n/zh-CN';
import { FilterInput, FilterSelect } from '../common';
import { DraftFilterBar } from './DraftFilterBar';
import type { LedgerSearch } from './search';

export interface LedgerFiltersProps {
  ledger: Ledger;
  search: LedgerSearch;
  onSearchChange: (next: Partial<LedgerSearch>) => void;
}

/**
 * The filter bar of a ledger's declared filters: the keyword and the date range apply on 搜索;
 * a drop-down (a field's options or a declared choice) applies at once; 重置 clears them all.
 * The inputs start from the URL.
 */
export function LedgerFilters({ ledger, search, onSearchChange }: LedgerFiltersProps) {
  const { keyword, equals = [], dateRange, choices = {} } = ledger.filters;
  const text = (v: unknown) => (v === undefined ? undefined : String(v));
  const selects = [
    ...equals.map((k) => ({ key: k, label: ledger.fields[k]!.label, options: ledger.fields[k]!.options!.map((v) => ({ value: v, label: v })) })),
    ...Object.entries(choices).map(([k, c]) => ({ key: k, label: c.label, options: c.options })),
  ];
  const drafted = [...(keyword ? ['keyword'] : []), ...(dateRange ? [dateRange.from, dateRange.to] : [])];
  return (
    <DraftFilterBar
      applied={Object.fromEntries(drafted.map((k) => [k, text(search[k])]))}
      onApply={(next, reset) => onSearchChange({ ...next, ...(reset && Object.fromEntries(selects.map((s) => [s.key, undefined]))), page: 1 })}
    >
      {(draft, set) => (
        <>
          {keyword && <FilterInput w="52" label={keyword.label} value={draft.keyword!} onChange={(v) => set('keyword', v)} />}
          {selects.map((s) => (
            <FilterSelect key={s.key} w={{ base: 'full', sm: '36' }} label={s.label} all={t.ledger.all(s.label)} options={s.options} value={text(search[s.key]) ?? ''} onChange={(v) => onSearchChange({ [s.key]: v || undefined, page: 1 })} />
          ))}
          {dateRange && (
            <HStack gap="1" w={{ base: 'full', sm: 'auto' }}>
              <Input size="sm" type="date" flex="1" aria-label={t.ledger.from(ledger.fields[dateRange.field]!.label)} value={draft[dateRange.from]} onChange={(ev) => set(dateRange.from, ev.target.value)} />
              <Text fontSize="sm">{t.common.to}</Text>
              <Input size="sm" type="date" flex="1" aria-label={t.common.to} value={draft[dateRange.to]} onChange={(ev) => set(dateRange.to, ev.target.value)} />
            </HStack>
          )}
        </>
      )}
    </DraftFilterBar>
  );
}
