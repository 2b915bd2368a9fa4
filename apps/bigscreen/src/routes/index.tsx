import { createFileRoute, redirect } from '@tanstack/react-router';

/** /screen3/ opens the overview. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    redirect({ to: '/overview', replace: true, throw: true });
  },
});
