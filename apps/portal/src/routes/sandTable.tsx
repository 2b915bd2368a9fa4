import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /sandTable: a bigscreen page, forwarded with its query to /screen3/sandTable. */
export const Route = createFileRoute('/sandTable')({ beforeLoad: ({ location }) => forwardToScreen(location) });
