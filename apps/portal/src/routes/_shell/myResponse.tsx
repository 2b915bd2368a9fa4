import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { optionalId, pageSearch, searchRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

const searchSchema = z.object({ ...pageSearch, id: optionalId });

/**
 * /myResponse : an individual's responses and their progress (named after the call it shows,
 * GET /api/demandResponse/myResponse; linked from the personal centre /modifyPassword, from job
 * pages and from in-site mails). Individuals only.
 */
export const Route = createFileRoute('/_shell/myResponse')({
  ...searchRoute(searchSchema, () => import('../../features/demandResponse/MyResponsesPage').then((m) => m.MyResponsesPage)),
  beforeLoad: guardPage('/myResponse'),
});
