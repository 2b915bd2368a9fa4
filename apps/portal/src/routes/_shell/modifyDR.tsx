import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /modifyDR : 名录核对, the departments' figures beside their registers (issue 13; docs/data-collection.md). */
export const Route = createFileRoute('/_shell/modifyDR')({
  ...searchRoute(z.object({ year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined) }), () => import('../../features/deptData/ReconcilePage').then((m) => m.ReconcilePage)),
  beforeLoad: guardPage('/modifyDR'),
});
