import { hydrate, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The id of the `<script type="application/json">` beside `#root` holding the answers a page drawn ahead was drawn from. */
export const PRERENDERED_STATE_ID = 'prerendered-state';

/**
 * The attribute index.html's inline script puts on `<html>` when this browser has a session (a
 * logged-in tab, sessionStorage `portal-session`) or elder mode on (localStorage
 * `portal-elder-mode`): the page drawn ahead is a visitor's in the ordinary look, so it stays hidden
 * (index.html's style) and the script draws the page as before.
 */
export const PRERENDER_HIDDEN_ATTRIBUTE = 'data-prerender-hidden';

/**
 * Takes over a page the server drew ahead (issue 45; apps/server/src/http/prerender.ts): puts the
 * answers it was drawn from into `queryClient`, so that the first render draws the same page.
 * Where index.html's script hid it ({@link PRERENDER_HIDDEN_ATTRIBUTE}), empties `#root` instead;
 * the attribute is removed in any case (a page not drawn ahead is hidden by it too).
 * @returns whether a page drawn ahead is shown (main.tsx then loads the route before rendering)
 */
export function takePrerendered(queryClient: QueryClient): boolean {
  const html = document.documentElement;
  const hidden = html.hasAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
  // shown again whatever the page: the script draws into `#root` from here on
  html.removeAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
  const state = document.getElementById(PRERENDERED_STATE_ID);
  if (!state) return false;
  state.remove();
  if (hidden) {
    document.getElementById('root')?.replaceChildren();
    return false;
  }
  hydrate(queryClient, JSON.parse(state.textContent || '{}'));
  return true;
}

/**
 * Marks the page taken over by its script (`<html data-started>`), once the first render is
 * committed: the fields index.html's starter made read-only until then (`data-until-start`,
 * apps/portal/vite.config.ts) are given back, and forms are sent by their own handlers again.
 */
export function useStarted(): void {
  useEffect(() => {
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-until-start]')) {
      field.readOnly = false;
      field.removeAttribute('data-until-start');
    }
    document.documentElement.setAttribute('data-started', '');
  }, []);
}
