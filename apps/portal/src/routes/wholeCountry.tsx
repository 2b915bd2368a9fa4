import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /wholeCountry: a bigscreen page, forwarded with its query to /screen3/wholeCountry. */
export const Route = createFileRoute('/wholeCountry')({ beforeLoad: ({ location }) => forwardToScreen(location) });
