import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { optionalId, pageRoute } from '../../lib/search';

const searchSchema = z.object({
  id: optionalId,
  fileId: optionalId,
});

/** /sjgkDetail2?id=N&fileId=M : one file of a public data item, previewed or downloaded. */
export const Route = createFileRoute('/_shell/sjgkDetail2')({
  ...pageRoute(searchSchema, () => import('../../features/publication/DataFilePage').then((m) => m.DataFilePage), ({ id, fileId }) => ({ id, fileId })),
});
