import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /rcgxDetail: a bigscreen page, forwarded with its query to /screen3/rcgxDetail. */
export const Route = createFileRoute('/rcgxDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
