import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /rctrDetail: a bigscreen page, forwarded with its query to /screen3/rctrDetail. */
export const Route = createFileRoute('/rctrDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
