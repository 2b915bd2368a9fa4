import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /rchjDetail: a bigscreen page, forwarded with its query to /screen3/rchjDetail. */
export const Route = createFileRoute('/rchjDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
