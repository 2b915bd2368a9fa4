import type { AnyRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Scrolling on navigation (DESIGN.md section 5): returning to a page (browser back/forward, or a
 * reload) restores its saved position — done by the router's scroll restoration — while every
 * other navigation scrolls to the top with an 800 ms animation (SPEC.md section 9).
 *
 * The router is created with `scrollRestoration: shouldRestoreScroll`, so it keeps saving every
 * page's position but only restores it for history traversals; for pushes and replaces it leaves
 * the scroll alone and {@link useScrollToTopOnNavigate} animates it to the top.
 */
export const SCROLL_TOP_MS = 800;

type Action = 'PUSH' | 'REPLACE' | 'BACK' | 'FORWARD' | 'GO';
let lastAction: Action | null = null;

/** Records the kind of every history change; call once, right after creating the router. */
export function trackHistoryActions(router: Pick<AnyRouter, 'history'>): () => void {
  return router.history.subscribe(({ action }: { action: { type: Action } }) => {
    lastAction = action.type;
  });
}

/** The last history change was a traversal (back, forward, go) or there was none yet (first load, reload). */
export function isReturningNavigation(): boolean {
  return lastAction === null || lastAction === 'BACK' || lastAction === 'FORWARD' || lastAction === 'GO';
}

/** For the router's `scrollRestoration` option: restore saved positions only when returning. */
export const shouldRestoreScroll = (): boolean => isReturningNavigation();

const easeInOutCubic = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2);

let cancelRunning: (() => void) | null = null;

/**
 * Events of the user that stop a running scroll-to-top: scrolling (wheel, touch, keys), and pressing
 * a mouse or pen button, so that a press and its release land on the same element instead of the
 * page sliding between them (a click on a moving page was lost on slow devices; issue 11).
 */
const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window to the top over `duration` ms (ease in-out). Stops when the user scrolls or
 * presses a pointer meanwhile ({@link STOP_EVENTS}); instant when the user prefers reduced motion.
 */
export function animateScrollToTop(duration = SCROLL_TOP_MS): void {
  cancelRunning?.();
  const start = window.scrollY;
  if (start <= 0) return;
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const t0 = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of STOP_EVENTS) window.removeEventListener(type, stop, true);
    cancelRunning = null;
  };
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(p))));
    if (p < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  // capture phase: a handler that stops propagation on its element does not hide the press from here
  for (const type of STOP_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  cancelRunning = stop;
  frame = requestAnimationFrame(step);
}

/** Stops a running scroll-to-top animation (a new navigation must not fight the restored position). */
export function cancelScrollAnimation(): void {
  cancelRunning?.();
}

/**
 * Animates to the top after each resolved navigation that is not a return to a saved position;
 * any animation still running stops when the next navigation starts.
 */
export function useScrollToTopOnNavigate(router: AnyRouter): void {
  useEffect(() => {
    const offStart = router.subscribe('onBeforeNavigate', () => cancelScrollAnimation());
    const offResolved = router.subscribe('onResolved', (e) => {
      if (!e.fromLocation || !e.hrefChanged || e.hashChanged) return;
      if (isReturningNavigation()) return;
      animateScrollToTop(SCROLL_TOP_MS);
    });
    return () => {
      offStart();
      offResolved();
    };
  }, [router]);
}
