import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserStorage } from '@portal/auth';

/** localStorage key of the elder-mode choice (kept across sessions and logins on this browser). */
export const ELDER_MODE_STORAGE_KEY = 'portal-elder-mode';

/**
 * Elder mode (长者模式 / 关怀版, issue 19; the national guidance on age-friendly government
 * websites): larger text, larger touch targets, a higher-contrast palette and a simplified 首页.
 * `on` is the user's choice, remembered in localStorage under {@link ELDER_MODE_STORAGE_KEY};
 * the styles themselves hang on `html[data-elder="on"]` (libs/ui theme, elderCss).
 */
export interface ElderModeState {
  on: boolean;
  toggle: () => void;
  set: (on: boolean) => void;
}

export const useElderMode = create<ElderModeState>()(
  persist((set) => ({ on: false, toggle: () => set((s) => ({ on: !s.on })), set: (on) => set({ on }) }), {
    name: ELDER_MODE_STORAGE_KEY,
    storage: createJSONStorage(() => browserStorage('local')),
  }),
);

/** Mirrors the elder-mode choice onto `<html data-elder="on">` (removed when off), where the theme's elder styles apply. */
export function useElderModeAttribute(): void {
  const on = useElderMode((s) => s.on);
  useEffect(() => {
    if (on) document.documentElement.dataset.elder = 'on';
    else delete document.documentElement.dataset.elder;
  }, [on]);
}
