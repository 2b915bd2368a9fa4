import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

const search = z.object({
  type: z.coerce.number().int().min(1).max(8).catch(1).default(1),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

/** /xzsjIndex?type=1..8 : the data-collection home of one department type (issue 13). */
export const Route = createFileRoute('/_shell/xzsjIndex')({
  ...searchRoute((raw: Record<string, unknown>) => search.parse(raw), () => import('../../features/deptData/ProgressPage').then((m) => m.ProgressPage)),
  beforeLoad: guardPage('/xzsjIndex'),
});
