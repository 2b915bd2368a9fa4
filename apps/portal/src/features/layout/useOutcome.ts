import type { RuleOutcome } from '@portal/auth';
import { isPlainLeftClick } from '@portal/ui';
import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';
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

/** The attributes of an anchor that is a real link to `href` (see {@link useLinkProps}). */
export interface LinkProps {
  href: string;
  target?: '_blank';
  rel?: string;
  onClick: (e: MouseEvent<HTMLElement>) => void;
}

/**
 * Makes an anchor (or a Button `asChild` over one) a real link to `href`, so that a middle click
 * or Ctrl-click opens a new tab: an outside address (http, https) opens in a new tab; a plain
 * click on a path of this site goes through {@link useGoTo} (the router, or a page load for
 * another app such as /screen3); any other click is left to the browser.
 */
export function useLinkProps(): (href: string) => LinkProps {
  const goTo = useGoTo();
  return useCallback(
    (href: string) => {
      if (/^https?:\/\//.test(href)) return { href, target: '_blank', rel: 'noopener noreferrer', onClick: () => undefined };
      return {
        href,
        onClick: (e: MouseEvent<HTMLElement>) => {
          if (!isPlainLeftClick(e)) return;
          e.preventDefault();
          goTo(href);
        },
      };
    },
    [goTo],
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
