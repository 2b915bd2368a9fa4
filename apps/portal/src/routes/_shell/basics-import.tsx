import { createFileRoute } from '@tanstack/react-router';
import { ledgerRouteSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /basics-import : the target people of the age-appropriate surveys (list, import, export; the targetPerson ledger). */
export const Route = createFileRoute('/_shell/basics-import')({
  ...searchRoute(ledgerRouteSearch, () => import('../../features/ageAppropriate/PeoplePages').then((m) => m.PeoplePage)),
  beforeLoad: guardPage('/basics-import'),
});
