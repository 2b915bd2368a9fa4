import { useSession } from '@portal/auth';
import { useEffect, useMemo, useRef } from 'react';

/** How long typing must pause before the draft is written, ms. */
const SAVE_DELAY_MS = 300;

/**
 * A form draft kept in localStorage as the user types, per user and `name` (e.g. 'entdata-2025'):
 * `initial` is the stored draft (or null), `save` writes one (debounced), `clear` removes it after
 * a successful submit. A failed submit leaves the draft where it is, so nothing typed is lost.
 */
export function useDraft<T>(name: string): { initial: T | null; save: (value: T) => void; clear: () => void } {
  const userId = useSession((s) => s.user?.userId ?? 0);
  const key = `draft:${userId}:${name}`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), [key]);
  return useMemo(() => {
    let initial: T | null = null;
    try {
      const raw = localStorage.getItem(key);
      initial = raw ? (JSON.parse(raw) as T) : null;
    } catch {
      initial = null;
    }
    return {
      initial,
      save: (value: T) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => localStorage.setItem(key, JSON.stringify(value)), SAVE_DELAY_MS);
      },
      clear: () => {
        clearTimeout(timer.current);
        localStorage.removeItem(key);
      },
    };
  }, [key]);
}
