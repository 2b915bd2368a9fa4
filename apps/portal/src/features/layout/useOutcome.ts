import type { RuleOutcome } from '@portal/auth';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { notify } from '../../lib/api';
import { outcomeHref } from '../navigation';

/** Paths served by another app of the same site (the bigscreen); reached with a full page load. */
const OTHER_APPS = ['/screen3'];

/** Navigates to an in-app path (with query), or loads another app of the site. */
export function useGoTo(): (href: string) => void {
  const router = useRouter();
  return useCallback(
    (href: string) => {
      if (OTHER_APPS.some((p) => href === p || href.startsWith(`${p}/`))) {
        window.location.assign(href);
        return;
      }
      void router.navigate({ href });
    },
    [router],
  );
}

/** Runs a role rule's outcome: go where it says, or show its message (then go, if it says where). */
export function useRunOutcome(): (outcome: RuleOutcome) => void {
  const goTo = useGoTo();
  return useCallback(
    (outcome: RuleOutcome) => {
      if (outcome.kind === 'go') {
        goTo(outcomeHref(outcome));
        return;
      }
      notify(outcome.message, outcome.level);
      if (outcome.to) goTo(outcome.to);
    },
    [goTo],
  );
}
