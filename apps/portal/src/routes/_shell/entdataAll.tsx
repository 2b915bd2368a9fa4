import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CollectionSummaryPage, collectionSearchSchema } from '../../features/collection';
import { guardPage } from '../../features/navigation/guard';
import { t } from '../../i18n/zh-CN';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /entdataAll : the industry and street managers' data-collection summary of the enterprises' annual data (issue 13); filters and page in the URL. */
export const Route = createFileRoute('/_shell/entdataAll')({
  validateSearch: collectionSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/entdataAll'),
  component: EntdataAllRoute,
});

function EntdataAllRoute() {
  return <CollectionSummaryPage kind="enterprise" title={t.nav.titles.dataSummary} {...useSearchState(Route)} />;
}
