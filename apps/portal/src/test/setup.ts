import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toaster } from '@portal/ui';
import { resetFakeApi } from './fakeApi';

// whole pages render through the router (header, footer, lazy routes): on a busy 2-core machine an
// error or empty state can take more than the default 1 s to appear
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Chakra / Ark UI and the shell use
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

beforeEach(() => {
  sessionStorage.clear();
  resetFakeApi();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  // the toaster is one store for the whole run (at most 4 shown, the rest queued): a test's toasts
  // must not hide the next test's
  toaster.remove();
});
