import { EMPLOYMENT_MONITOR_PAGES } from '@portal/api';
import { useSession } from '@portal/auth';
import { stripSearchParams, useNavigate, useSearch } from '@tanstack/react-router';
import { LIST_DEFAULTS } from '../../lib/search';
import { LedgerGroupPage, ledgerGroupSearch, type LedgerGroupSearch, type LedgerSearch } from '../ledger';
import { pageOf } from '../navigation';

/** A page of employment-monitoring registers (SPEC.md section 2: /modifyUnemployment, /modifyFulfill, ...). */
export type MonitorPath = keyof typeof EMPLOYMENT_MONITOR_PAGES;

/**
 * The registers of an employment-monitoring page (issue 14): an enterprise fills, imports,
 * corrects and exports its own rows; the overseeing staff (the registers' readers) see every
 * enterprise's rows, with 单位名称, read-only (filters and export). The server scopes the rows.
 */
export function MonitorPage({ path }: { path: MonitorPath }) {
  const search = useSearch({ strict: false }) as LedgerGroupSearch;
  const navigate = useNavigate();
  const fills = useSession((s) => s.userType === 2);
  return (
    <LedgerGroupPage
      path={path}
      title={pageOf(path)!.title}
      ledgers={EMPLOYMENT_MONITOR_PAGES[path]}
      search={search}
      readOnly={!fills}
      onSearchChange={(next: Partial<LedgerSearch>) =>
        void navigate({
          to: path,
          search: (prev) => ({ ...(prev as LedgerGroupSearch), ...next }),
        })
      }
    />
  );
}

/**
 * The route options of an employment-monitoring page but its guard (the route's `guardPage`): the
 * open register and its filters in the URL (defaults left out), and {@link MonitorPage}.
 */
export function monitorRoute(path: MonitorPath) {
  return {
    validateSearch: ledgerGroupSearch(EMPLOYMENT_MONITOR_PAGES[path]),
    search: {
      middlewares: [stripSearchParams<LedgerGroupSearch>(LIST_DEFAULTS)],
    },
    component: () => <MonitorPage path={path} />,
  };
}
