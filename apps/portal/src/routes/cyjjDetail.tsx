import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /cyjjDetail: a bigscreen page, forwarded with its query to /screen3/cyjjDetail. */
export const Route = createFileRoute('/cyjjDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
