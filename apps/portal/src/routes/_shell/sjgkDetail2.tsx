import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DataFilePage } from '../../features/publication/DataFilePage';

const searchSchema = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
  fileId: z.coerce.number().int().positive().optional().catch(undefined),
});

/** /sjgkDetail2?id=N&fileId=M : one file of a public data item, previewed or downloaded. */
export const Route = createFileRoute('/_shell/sjgkDetail2')({
  validateSearch: searchSchema,
  component: SjgkDetail2Route,
});

function SjgkDetail2Route() {
  const { id, fileId } = Route.useSearch();
  return <DataFilePage id={id} fileId={fileId} />;
}
