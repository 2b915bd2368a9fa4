import { createFileRoute } from '@tanstack/react-router';
import { allocationSearchSchema } from '../../features/demandResponse/search';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /allocation : staff allocate, track and export resume responses. */
export const Route = createFileRoute('/_shell/allocation')({
  ...searchRoute(allocationSearchSchema, () => import('../../features/demandResponse/AllocationPage').then((m) => m.AllocationPage)),
  beforeLoad: guardPage('/allocation'),
});
