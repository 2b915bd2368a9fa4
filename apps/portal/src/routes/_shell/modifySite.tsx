import { SITE_LEDGERS } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { t } from '../../i18n/zh-CN';
import { LedgerGroupPage, ledgerGroupSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /modifySite : 在建工地台账 (construction sites and building permits); issue 14. */
export const Route = createFileRoute('/_shell/modifySite')({
  validateSearch: ledgerGroupSearch(SITE_LEDGERS),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifySite'),
  component: ModifySiteRoute,
});

function ModifySiteRoute() {
  return <LedgerGroupPage path="/modifySite" title={t.nav.titles.siteLedgers} ledgers={SITE_LEDGERS} {...useSearchState(Route)} />;
}
