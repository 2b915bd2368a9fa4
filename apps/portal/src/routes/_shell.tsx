import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../features/layout/AppShell';

/** Pathless layout: the page shell (header, banner, footer) around every page but the logins. */
export const Route = createFileRoute('/_shell')({
  component: ShellLayout,
});

function ShellLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
