import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /biglHome: a bigscreen page, forwarded with its query to /screen3/biglHome. */
export const Route = createFileRoute('/biglHome')({ beforeLoad: ({ location }) => forwardToScreen(location) });
