import { useSession } from '@portal/auth';

/** sessionStorage key prefix of the drafts kept across a forced login. */
export const DRAFT_PREFIX = 'portal-draft:';

/** A form being filled now: its key on the page and how to read what it holds. */
interface LiveForm {
  key: () => string;
  values: () => unknown;
}

const live = new Set<LiveForm>();

/** The current page's path and query ('/applySubsidies?type=10'), the page part of a draft's key. */
export function currentHref(): string {
  return window.location.pathname + window.location.search;
}

/** The sessionStorage key of the draft of form `key` on page `href`. */
export function draftStorageKey(href: string, key: string): string {
  return `${DRAFT_PREFIX}${href}#${key}`;
}

/**
 * Registers a form that is being filled, so that {@link keepDrafts} can keep what it holds.
 * `key` names the form on its page (read when the draft is kept); answers the unregistering function.
 */
export function registerDraftSource(key: () => string, values: () => unknown): () => void {
  const entry: LiveForm = { key, values };
  live.add(entry);
  return () => {
    live.delete(entry);
  };
}

/**
 * Keeps what every form being filled holds, for the page `href`, in sessionStorage, tagged with the
 * account that typed it (read before the session is cleared). Called when the server answers 2003
 * (session lost), just before the login form replaces the page (issue 24, "Back where you were").
 * Files cannot be kept (they are left out); a draft too big for the storage is given up silently.
 */
export function keepDrafts(href = currentHref()): void {
  const userId = useSession.getState().user?.userId ?? null;
  if (userId === null) return;
  for (const form of live) {
    try {
      sessionStorage.setItem(draftStorageKey(href, form.key()), JSON.stringify({ userId, values: form.values() }, (_k, v: unknown) => (v instanceof Blob ? undefined : v)));
    } catch {
      // quota or an unserialisable value: this form starts empty again
    }
  }
}

/**
 * Takes the draft of form `key` on page `href` (read and removed): its values when account
 * `userId` typed them, null when there is none or another account typed it (dropped unread).
 */
export function takeDraft(href: string, key: string, userId: number): Record<string, unknown> | null {
  const storageKey = draftStorageKey(href, key);
  const raw = sessionStorage.getItem(storageKey);
  if (raw === null) return null;
  sessionStorage.removeItem(storageKey);
  try {
    const kept = JSON.parse(raw) as { userId?: unknown; values?: unknown };
    return kept.userId === userId && typeof kept.values === 'object' && kept.values !== null ? (kept.values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Forgets every kept draft (a deliberate logout leaves nothing typed behind). */
export function clearDrafts(): void {
  for (const k of Object.keys(sessionStorage)) if (k.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(k);
}
