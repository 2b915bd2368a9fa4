import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DataFilePage } from '../../features/publication/DataFilePage';
import { optionalId } from '../../lib/search';

const searchSchema = z.object({
  id: optionalId,
  fileId: optionalId,
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
