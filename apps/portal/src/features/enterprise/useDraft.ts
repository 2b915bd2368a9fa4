import { useSession } from '@portal/auth';
import { useEffect, useMemo, useRef } from 'react';

/** How long typing must pause before the draft is written, ms. */
const SAVE_DELAY_MS = 300;

/** The stored draft under `key`, or null when there is none or it is not valid JSON. */
function readDraft<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * A form draft kept in localStorage as the user types, per user and `name` (e.g. 'entdata-2025'):
 * `initial` is the stored draft (or null), `save` writes one (debounced), `clear` removes it after
 * a successful submit. A failed submit leaves the draft where it is, so nothing typed is lost.
 */
export function useDraft<T>(name: string): { initial: T | null; save: (value: T) => void; clear: () => void } {
  const userId = useSession((s) => s.user?.userId ?? 0);
  const key = `draft:${userId}:${name}`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** the value typed but not yet written, flushed when the form goes away so no keystroke is lost */
  const pending = useRef<{ key: string; value: T } | null>(null);
  const flush = () => {
    clearTimeout(timer.current);
    if (pending.current) localStorage.setItem(pending.current.key, JSON.stringify(pending.current.value));
    pending.current = null;
  };
  useEffect(() => flush, [key]);
  return useMemo(() => {
    return {
      initial: readDraft<T>(key),
      save: (value: T) => {
        clearTimeout(timer.current);
        pending.current = { key, value };
        timer.current = setTimeout(flush, SAVE_DELAY_MS);
      },
      clear: () => {
        clearTimeout(timer.current);
        pending.current = null;
        localStorage.removeItem(key);
      },
    };
  }, [key]);
}
