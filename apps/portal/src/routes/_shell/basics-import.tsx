import { targetPersonLedger } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PeoplePage } from '../../features/ageAppropriate/PeoplePages';
import { ledgerSearchSchema } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /basics-import : the target people of the age-appropriate surveys (list, import, export; the targetPerson ledger). */
export const Route = createFileRoute('/_shell/basics-import')({
  validateSearch: ledgerSearchSchema(targetPersonLedger),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/basics-import'),
  component: BasicsImportRoute,
});

function BasicsImportRoute() {
  return <PeoplePage {...useSearchState(Route)} />;
}
