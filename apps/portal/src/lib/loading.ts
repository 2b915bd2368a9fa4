import { create } from 'zustand';

/** The full-page loading mask's text; null when hidden. Set by the API client's `setLoading`. */
export const useLoadingMask = create<{ text: string | null; set: (text: string | null) => void }>()((set) => ({
  text: null,
  set: (text) => set({ text }),
}));
