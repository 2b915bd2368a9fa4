import { createFileRoute } from '@tanstack/react-router';
import { collectionSearchSchema } from '../../features/collection';
import { guardPage } from '../../features/navigation/guard';
import * as t from '../../i18n/zh-CN';
import { searchRoute } from '../../lib/search';

/** /entdataAll : the industry and street managers' data-collection summary of the enterprises' annual data (issue 13); filters and page in the URL. */
export const Route = createFileRoute('/_shell/entdataAll')({
  ...searchRoute(collectionSearchSchema, () => import('../../features/collection/CollectionSummaryPage').then((m) => m.CollectionSummaryPage), { kind: 'enterprise', title: t.nav.titles.dataSummary }),
  beforeLoad: guardPage('/entdataAll'),
});
