import type { AccountState, LoginResult, UserInfo, UserTypeCode } from '@portal/api';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** A friendly link (SPEC.md section 3, blogRollList). */
export interface BlogRoll {
  name: string;
  link: string;
}

/**
 * The browser session of SPEC.md section 3: user info, userType (1 government, 2 enterprise,
 * 3 other), personRouters, blogRollList and unreadCount, persisted to sessionStorage under
 * {@link SESSION_STORAGE_KEY} so the portal and the bigscreen (same origin, same tab) share it.
 */
export interface SessionState {
  user: UserInfo | null;
  userType: UserTypeCode | null;
  personRouters: { name: string }[];
  /** type-3 accounts: 'person' or 'school' (the login's account.category); '' for the others */
  category: AccountState['category'];
  blogRollList: BlogRoll[];
  unreadCount: number;
  /** stores what a login answered (its session part: user type, user info, person routers) */
  login: (result: Pick<LoginResult, 'userKind' | 'userInfo' | 'personRouters'> & { account?: Pick<AccountState, 'category'> }) => void;
  /** clears the stored user (logout or server code 2003) */
  clear: () => void;
  setUnreadCount: (count: number) => void;
  setBlogRollList: (links: BlogRoll[]) => void;
  /**
   * Refreshes the stored user's visual-platform fields (SPEC.md section 3: duration in days left,
   * havePower) from the header call adminGetKsh, so an approval takes effect without a new login
   * and an expired period ends (issue 18); nothing happens while logged out.
   */
  setVisualPower: (power: Pick<UserInfo, 'duration' | 'havePower'>) => void;
}

export const SESSION_STORAGE_KEY = 'portal-session';

/** Keeps nothing: the storage of a store where the page is drawn by the server (features/prerender), which has no browser storage. */
const NO_STORAGE: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** The browser's sessionStorage or localStorage for a persisted store, or one that keeps nothing outside a browser (the server drawing a page ahead). */
export function browserStorage(kind: 'session' | 'local'): StateStorage {
  if (typeof window === 'undefined') return NO_STORAGE;
  return kind === 'session' ? window.sessionStorage : window.localStorage;
}

const empty = { user: null, userType: null, personRouters: [], category: '', blogRollList: [], unreadCount: 0 } as const;

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      personRouters: [],
      blogRollList: [],
      login: (result) => set({ user: result.userInfo, userType: result.userKind, personRouters: result.personRouters, category: result.account?.category ?? '', unreadCount: 0 }),
      clear: () => set((s) => ({ ...empty, personRouters: [], blogRollList: s.blogRollList })),
      setUnreadCount: (unreadCount) => set({ unreadCount }),
      setBlogRollList: (blogRollList) => set({ blogRollList: blogRollList.slice(0, 5) }),
      setVisualPower: ({ duration, havePower }) => set((s) => (s.user ? { user: { ...s.user, duration, havePower } } : {})),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => browserStorage('session')),
      partialize: (s) => ({ user: s.user, userType: s.userType, personRouters: s.personRouters, category: s.category, blogRollList: s.blogRollList, unreadCount: s.unreadCount }),
    },
  ),
);

/** The stored token, or null when logged out; for the API client's `getToken`. */
export const getToken = (): string | null => useSession.getState().user?.token ?? null;
