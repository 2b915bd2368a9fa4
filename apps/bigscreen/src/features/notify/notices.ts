import { useSyncExternalStore } from 'react';

export interface Notice {
  id: number;
  message: string;
  kind: 'error' | 'success';
}

/** How long a message stays on screen. */
export const NOTICE_MS = 5000;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a message (the API client's `notify`); the same message is not stacked twice. */
export function pushNotice(message: string, kind: Notice['kind']): void {
  if (notices.some((n) => n.message === message && n.kind === kind)) return;
  const id = nextId++;
  notices = [...notices, { id, message, kind }].slice(-3);
  emit();
  setTimeout(() => dismissNotice(id), NOTICE_MS);
}

export function dismissNotice(id: number): void {
  const next = notices.filter((n) => n.id !== id);
  if (next.length === notices.length) return;
  notices = next;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useNotices = (): readonly Notice[] => useSyncExternalStore(subscribe, () => notices);
