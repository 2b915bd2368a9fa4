import { useStageScale } from '@portal/ui/charts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Stage } from './Stage';

function setWindow(width: number, height: number, dpr = 1) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: dpr });
}

function Probe() {
  const { scale, pixelRatio } = useStageScale();
  return <span data-testid="probe">{`${scale.toFixed(4)}|${pixelRatio}`}</span>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Stage', () => {
  it('draws the 1920x1080 design scaled to a 1280x720 window and tells charts the scale', () => {
    setWindow(1280, 720, 2);
    render(
      <Stage>
        <Probe />
      </Stage>,
    );
    const stage = screen.getByTestId('stage');
    expect(stage.style.width).toBe('1920px');
    expect(stage.style.height).toBe('1080px');
    expect(stage.style.transform).toMatch(/^scale\(0\.666/);
    expect(stage.style.left).toBe('0px');
    expect(stage.style.top).toBe('0px');
    expect(screen.getByTestId('probe').textContent).toBe('0.6667|1.333');
  });

  it('recomputes on resize: letterboxed and centred, canvases follow once resizing settles', () => {
    vi.useFakeTimers();
    setWindow(1920, 1080, 1);
    render(
      <Stage>
        <Probe />
      </Stage>,
    );
    setWindow(1920, 1200, 1);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    const stage = screen.getByTestId('stage');
    expect(stage.style.transform).toBe('scale(1)');
    expect(stage.style.top).toBe('60px');

    setWindow(960, 540, 1);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(stage.style.transform).toBe('scale(0.5)');
    expect(screen.getByTestId('probe').textContent).toBe('0.5000|1');
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByTestId('probe').textContent).toBe('0.5000|0.5');
  });
});
