import type { Ledger } from '@portal/api';
import { useSession, type SessionState } from '@portal/auth';
import { pageOf } from '../navigation';
import { searchRoute } from '../../lib/search';
import { ledgerGroupSearch, type LedgerGroupSearch, type LedgerSearch } from './search';

/**
 * The route options, but the guard (the route's `guardPage`), of a page of registers declared in
 * the navigation table: the open register and its filters in the URL (defaults left out), and
 * LedgerGroupPage titled as the table names the page, loaded when the page is first opened (its
 * own chunk, not the first load's; docs/decisions.md, "First load"). `readOnly`: for whom the page only
 * lists, opens and exports (the server refuses their changes anyway).
 */
export function ledgerGroupRoute(path: string, ledgers: readonly Ledger[], readOnly: (s: SessionState) => boolean = () => false) {
  return searchRoute(ledgerGroupSearch(ledgers), async () => {
    const { LedgerGroupPage } = await import('./LedgerGroupPage');
    return function LedgerGroupRoute(page: { search: LedgerGroupSearch; onSearchChange: (next: Partial<LedgerSearch>) => void }) {
      return <LedgerGroupPage {...page} path={path} title={pageOf(path)!.title} ledgers={ledgers} readOnly={useSession(readOnly)} />;
    };
  });
}
