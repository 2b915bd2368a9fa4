import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /enterpriseDataDetail: a bigscreen page, forwarded with its query to /screen3/enterpriseDataDetail. */
export const Route = createFileRoute('/enterpriseDataDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
