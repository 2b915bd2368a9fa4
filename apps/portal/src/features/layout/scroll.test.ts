import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { animateScrollToTop, isReturningNavigation, trackHistoryActions } from './scroll';

describe('scroll on navigation', () => {
  afterEach(() => vi.useRealTimers());

  it('restores saved positions only when the user returns (back/forward), not on new navigations', () => {
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    const stop = trackHistoryActions({ history });
    history.push('/b');
    expect(isReturningNavigation()).toBe(false);
    history.back();
    expect(isReturningNavigation()).toBe(true);
    history.replace('/c');
    expect(isReturningNavigation()).toBe(false);
    history.back();
    expect(isReturningNavigation()).toBe(true);
    stop();
  });

  it('scrolls to the top over 800 ms', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
    let y = 1200;
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
      y = top;
    }) as typeof window.scrollTo);
    animateScrollToTop(800);
    vi.advanceTimersByTime(400);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(1200);
    vi.advanceTimersByTime(450);
    expect(y).toBe(0);
    scrollY.mockRestore();
    scrollTo.mockRestore();
  });

  it('stops where it is when the user presses a pointer, so the press and the release hit the same element', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
    let y = 1200;
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
      y = top;
    }) as typeof window.scrollTo);
    animateScrollToTop(800);
    vi.advanceTimersByTime(300);
    const pressedAt = y;
    expect(pressedAt).toBeGreaterThan(0);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(600);
    expect(y).toBe(pressedAt);
    scrollY.mockRestore();
    scrollTo.mockRestore();
  });
});
