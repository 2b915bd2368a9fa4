import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /rcjgDetail: a bigscreen page, forwarded with its query to /screen3/rcjgDetail. */
export const Route = createFileRoute('/rcjgDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
