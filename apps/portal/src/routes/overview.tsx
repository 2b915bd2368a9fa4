import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /overview: a bigscreen page, forwarded with its query to /screen3/overview. */
export const Route = createFileRoute('/overview')({ beforeLoad: ({ location }) => forwardToScreen(location) });
