import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /welcome: a bigscreen page, forwarded with its query to /screen3/welcome. */
export const Route = createFileRoute('/welcome')({ beforeLoad: ({ location }) => forwardToScreen(location) });
