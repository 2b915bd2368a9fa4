import { useDeferredValue, type ReactNode } from 'react';

/**
 * What a page shows below its first screen, drawn in a second, interruptible render: the first
 * commit has the page's first screen only, and React draws `children` just after it in a
 * background (transition) render that yields to the browser every few milliseconds, instead of in
 * one long task (issue 45: a phone's total blocking time; React 19's `useDeferredValue` with an
 * initial value). Nothing moves: put it only where what comes is appended below what is drawn
 * (the lower blocks of a page, the footer).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
