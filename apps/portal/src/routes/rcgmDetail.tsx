import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /rcgmDetail: a bigscreen page, forwarded with its query to /screen3/rcgmDetail. */
export const Route = createFileRoute('/rcgmDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
