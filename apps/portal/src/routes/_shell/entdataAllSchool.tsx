import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CollectionSummaryPage, collectionSearchSchema } from '../../features/collection';
import { guardPage } from '../../features/navigation/guard';
import { t } from '../../i18n/zh-CN';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /entdataAllSchool : the vocational-construction centre's data-collection summary of the training institutions' annual data (issue 13); filters and page in the URL. */
export const Route = createFileRoute('/_shell/entdataAllSchool')({
  validateSearch: collectionSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/entdataAllSchool'),
  component: EntdataAllSchoolRoute,
});

function EntdataAllSchoolRoute() {
  return <CollectionSummaryPage kind="school" title={t.nav.titles.dataSummarySchool} {...useSearchState(Route)} />;
}
