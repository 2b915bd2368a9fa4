import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /rcccDetail: a bigscreen page, forwarded with its query to /screen3/rcccDetail. */
export const Route = createFileRoute('/rcccDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
