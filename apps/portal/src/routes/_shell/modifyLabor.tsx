import { LABOR_LEDGERS } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { t } from '../../i18n/zh-CN';
import { LedgerGroupPage, ledgerGroupSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /modifyLabor : 劳动关系台账 of the labour-relations office (petitions, inspection cases, dispute decisions, harmony ratings, consultations); issue 14. */
export const Route = createFileRoute('/_shell/modifyLabor')({
  validateSearch: ledgerGroupSearch(LABOR_LEDGERS),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyLabor'),
  component: ModifyLaborRoute,
});

function ModifyLaborRoute() {
  return <LedgerGroupPage path="/modifyLabor" title={t.nav.titles.laborLedgers} ledgers={LABOR_LEDGERS} {...useSearchState(Route)} />;
}
