import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /portraitSearch: a bigscreen page, forwarded with its query to /screen3/portraitSearch. */
export const Route = createFileRoute('/portraitSearch')({ beforeLoad: ({ location }) => forwardToScreen(location) });
