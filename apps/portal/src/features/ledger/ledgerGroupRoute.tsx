import type { Ledger } from '@portal/api';
import { useSession, type SessionState } from '@portal/auth';
import { pageOf } from '../navigation';
import { searchRoute } from '../../lib/search';
import { ledgerGroupRouteSearch, ledgerRouteSearch, type LedgerGroupSearch, type LedgerSearch } from './search';

/**
 * The route options, but the guard (the route's `guardPage`), of a page of registers declared in
 * the navigation table: the open register and its filters in the URL (defaults left out), and
 * LedgerGroupPage titled as the table names the page. The page and the registers' declarations
 * (`load`, e.g. `() => import('../../features/laborRelation/registers').then((m) => m.LABOR_LEDGERS)`)
 * load when the page is first opened, in their own chunks, not the first load's (docs/decisions.md,
 * "First load"). `readOnly`: for whom the page only lists, opens and exports (the server refuses
 * their changes anyway).
 */
export function ledgerGroupRoute(path: string, load: () => Promise<readonly Ledger[]>, readOnly: (s: SessionState) => boolean = () => false) {
  return searchRoute(ledgerGroupRouteSearch, async () => {
    const [{ LedgerGroupPage }, ledgers] = await Promise.all([import('./LedgerGroupPage'), load()]);
    return function LedgerGroupRoute(page: { search: LedgerGroupSearch; onSearchChange: (next: Partial<LedgerSearch>) => void }) {
      return <LedgerGroupPage {...page} path={path} title={pageOf(path)!.title} ledgers={ledgers} readOnly={useSession(readOnly)} />;
    };
  });
}

/** The route options, but the guard, of a page that is one register's LedgerPage: the register's declaration (`load`) and the page load when it is first opened, as in {@link ledgerGroupRoute}. */
export function ledgerRoute(load: () => Promise<Ledger>) {
  return searchRoute(ledgerRouteSearch, async () => {
    const [{ LedgerPage }, ledger] = await Promise.all([import('./LedgerPage'), load()]);
    return function LedgerRoute(page: { search: LedgerSearch; onSearchChange: (next: Partial<LedgerSearch>) => void }) {
      return <LedgerPage {...page} ledger={ledger} />;
    };
  });
}
