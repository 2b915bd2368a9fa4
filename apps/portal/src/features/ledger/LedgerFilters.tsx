import { HStack, Input, Text } from '@chakra-ui/react';
import type { Ledger } from '@portal/api';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { FilterBar, FilterInput, FilterSelect } from '../common';
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
  const T = t.ledger;
  const text = (v: unknown) => (v === undefined ? '' : String(v));
  const [draft, setDraft] = useState(() => ({ keyword: text(search.keyword), from: dateRange ? text(search[dateRange.from]) : '', to: dateRange ? text(search[dateRange.to]) : '' }));
  const selects = [
    ...equals.map((k) => ({ key: k, label: ledger.fields[k]!.label, options: ledger.fields[k]!.options!.map((v) => ({ value: v, label: v })) })),
    ...Object.entries(choices).map(([k, c]) => ({ key: k, label: c.label, options: c.options })),
  ];
  const off = { keyword: undefined, ...Object.fromEntries(selects.map((s) => [s.key, undefined])), ...(dateRange ? { [dateRange.from]: undefined, [dateRange.to]: undefined } : {}) };
  return (
    <FilterBar
      onSearch={() =>
        onSearchChange({
          keyword: draft.keyword.trim() || undefined,
          ...(dateRange ? { [dateRange.from]: draft.from || undefined, [dateRange.to]: draft.to || undefined } : {}),
          page: 1,
        })
      }
      onReset={() => {
        setDraft({ keyword: '', from: '', to: '' });
        onSearchChange({ ...off, page: 1 });
      }}
    >
      {keyword && (
        <FilterInput w="52" label={keyword.label} value={draft.keyword} onChange={(v) => setDraft({ ...draft, keyword: v })} />
      )}
      {selects.map((s) => (
        <FilterSelect key={s.key} w={{ base: 'full', sm: '36' }} label={s.label} all={T.all(s.label)} options={s.options} value={text(search[s.key])} onChange={(v) => onSearchChange({ [s.key]: v || undefined, page: 1 })} />
      ))}
      {dateRange && (
        <HStack gap="1" w={{ base: 'full', sm: 'auto' }}>
          <Input size="sm" type="date" flex="1" aria-label={T.from(ledger.fields[dateRange.field]!.label)} value={draft.from} onChange={(ev) => setDraft({ ...draft, from: ev.target.value })} />
          <Text fontSize="sm">{T.to}</Text>
          <Input size="sm" type="date" flex="1" aria-label={T.to} value={draft.to} onChange={(ev) => setDraft({ ...draft, to: ev.target.value })} />
        </HStack>
      )}
    </FilterBar>
  );
}
