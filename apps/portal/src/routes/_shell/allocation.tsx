import { createFileRoute } from '@tanstack/react-router';
import { allocationSearchSchema } from '../../features/demandResponse/search';
import { searchRoute } from '../../features/ledger/searchRoute';
import { guardPage } from '../../features/navigation/guard';

/** /allocation : staff allocate, track and export resume responses. */
export const Route = createFileRoute('/_shell/allocation')({
  ...searchRoute(allocationSearchSchema, () => import('../../features/demandResponse/AllocationPage').then((m) => m.AllocationPage)),
  beforeLoad: guardPage('/allocation'),
});
