import { createFileRoute, redirect } from '@tanstack/react-router';

/** /rcfnzIndex : the station's home under its second SPEC.md address; it opens /rcfnz (docs/station.md). */
export const Route = createFileRoute('/rcfnzIndex')({
  beforeLoad: () => {
    throw redirect({ to: '/rcfnz', replace: true });
  },
});
