import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /portraitDetail: a bigscreen page, forwarded with its query to /screen3/portraitDetail. */
export const Route = createFileRoute('/portraitDetail')({ beforeLoad: ({ location }) => forwardToScreen(location) });
