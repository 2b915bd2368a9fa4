import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /enterpriseDetail: a bigscreen page, forwarded with its query to /screen3/enterpriseDetail. */
export const Route = createFileRoute('/enterpriseDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
