import { HStack } from '@chakra-ui/react';
import type { Ledger } from '@portal/api';
import type { ReactNode } from 'react';
import { LinkTabs } from '../common';
import { LedgerPage } from './LedgerPage';
import type { LedgerItem } from './queries';
import type { LedgerGroupSearch, LedgerSearch } from './search';

export interface LedgerGroupPageProps {
  /** the page's path, e.g. /modifyLabor (the tabs link to `${path}?tab=${name}`) */
  path: string;
  /** the page's name, the breadcrumb step before the open register's title, e.g. 劳动关系台账 */
  title: string;
  ledgers: readonly Ledger[];
  search: LedgerGroupSearch;
  onSearchChange: (next: Partial<LedgerSearch>) => void;
  /** beside the tabs: a link to a related page (e.g. the postdoctoral funding view) */
  aside?: ReactNode;
  /** a register's record operations of its own, by ledger name (LedgerPage `rowActions`) */
  rowActions?: Partial<Record<string, (record: LedgerItem) => ReactNode>>;
  /** LedgerPage `readOnly`: the registers are overseen here, not filled */
  readOnly?: boolean;
}

/**
 * A page of registers kept together (issue 14: /modifyLabor, /modifySite, the employment-monitoring
 * pages): with several, tabs that are real links, one per ledger; the open ledger's
 * {@link LedgerPage} (filters, list, form, import, export). Switching tabs starts the register's
 * filters afresh.
 */
export function LedgerGroupPage({ path, title, ledgers, search, onSearchChange, aside, rowActions, readOnly }: LedgerGroupPageProps) {
  const ledger = ledgers.find((l) => l.name === search.tab) ?? ledgers[0]!;
  const tabs = ledgers.length > 1 ? <LinkTabs label={title} current={ledger.name} tabs={ledgers.map((l) => ({ key: l.name, label: l.title, href: `${path}?tab=${l.name}` }))} /> : null;
  const actions = rowActions?.[ledger.name];
  return (
    <LedgerPage
      key={ledger.name}
      ledger={ledger}
      search={search}
      onSearchChange={onSearchChange}
      crumbs={ledgers.length > 1 ? [{ label: title, to: path }, { label: ledger.title }] : [{ label: title }]}
      readOnly={readOnly}
      tabs={
        aside ? (
          <HStack justify="space-between" gap="3" wrap="wrap">
            {tabs}
            {aside}
          </HStack>
        ) : (
          tabs
        )
      }
      {...(actions ? { rowActions: actions } : {})}
    />
  );
}
