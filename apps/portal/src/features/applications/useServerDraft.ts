import { useEffect, useMemo, useRef, useState } from 'react';

/** How long typing must pause before the draft is sent to the server, ms. */
export const DRAFT_DELAY_MS = 800;

/** Where the draft stands: nothing typed yet, waiting or sending, saved at a time, or the last save failed. */
export type DraftState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'error'; message: string };

/**
 * A form draft kept on the server (temporary storage) as the user types: `save(value)` sends the
 * latest value DRAFT_DELAY_MS after typing pauses, one request at a time (a value typed while a
 * save runs is sent after it, so the server always ends with the last one); `flush()` sends a
 * pending value at once (before a submit); a pending value is also sent when the form goes away.
 * A failed save keeps the value pending and tries again on the next change.
 *
 * `send` stores one value; it should reject with an Error whose message can be shown.
 */
export function useServerDraft<T>(send: (value: T) => Promise<unknown>) {
  const [state, setState] = useState<DraftState>({ kind: 'idle' });
  const sendRef = useRef(send);
  sendRef.current = send;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);

  const api = useMemo(() => {
    const setIfMounted = (s: DraftState) => {
      if (mounted.current) setState(s);
    };
    const run = async (): Promise<void> => {
      while (pending.current) {
        const { value } = pending.current;
        pending.current = null;
        setIfMounted({ kind: 'saving' });
        try {
          await sendRef.current(value);
          if (!pending.current) setIfMounted({ kind: 'saved', at: new Date() });
        } catch (e) {
          pending.current ??= { value };
          setIfMounted({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
          return;
        }
      }
    };
    const flush = async (): Promise<void> => {
      clearTimeout(timer.current);
      while (running.current) await running.current;
      if (!pending.current) return;
      running.current = run().finally(() => (running.current = null));
      await running.current;
    };
    return {
      save: (value: T) => {
        pending.current = { value };
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush(), DRAFT_DELAY_MS);
        setIfMounted({ kind: 'saving' });
      },
      flush,
      /** forgets a pending value (after a successful submit the draft is no longer needed) */
      drop: () => {
        clearTimeout(timer.current);
        pending.current = null;
      },
    };
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (pending.current) void api.flush().catch(() => undefined);
    };
  }, [api]);

  return { state, ...api };
}
