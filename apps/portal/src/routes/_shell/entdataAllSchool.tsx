import { createFileRoute } from '@tanstack/react-router';
import { collectionSearchSchema } from '../../features/collection';
import { guardPage } from '../../features/navigation/guard';
import * as t from '../../i18n/zh-CN';
import { searchRoute } from '../../lib/search';

/** /entdataAllSchool : the vocational-construction centre's data-collection summary of the training institutions' annual data (issue 13); filters and page in the URL. */
export const Route = createFileRoute('/_shell/entdataAllSchool')({
  ...searchRoute(collectionSearchSchema, () => import('../../features/collection/CollectionSummaryPage').then((m) => m.CollectionSummaryPage), { kind: 'school', title: t.nav.titles.dataSummarySchool }),
  beforeLoad: guardPage('/entdataAllSchool'),
});
