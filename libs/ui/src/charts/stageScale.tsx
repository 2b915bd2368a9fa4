import { createContext, useContext } from 'react';

/**
 * How much a fixed-size stage (the bigscreen's 1920x1080 design) is scaled on the screen, and the
 * pixel ratio canvases inside it should render at so they stay crisp: window.devicePixelRatio
 * times the stage scale. Outside a stage (the portal) the scale is 1.
 */
export interface StageScale {
  /** CSS transform scale applied to the stage */
  scale: number;
  /** backing-store pixels per CSS pixel of the unscaled design: devicePixelRatio x scale */
  pixelRatio: number;
}

/** Pixel ratio canvases use for a stage scale; never below 1/4 or above 4 (GPU memory). */
export function renderPixelRatio(scale: number, devicePixelRatio: number): number {
  const ratio = (devicePixelRatio > 0 ? devicePixelRatio : 1) * (scale > 0 ? scale : 1);
  return Math.min(4, Math.max(0.25, Math.round(ratio * 1000) / 1000));
}

const browserRatio = (): number => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);

export const StageScaleContext = createContext<StageScale>({ scale: 1, pixelRatio: renderPixelRatio(1, browserRatio()) });

/** The current stage scale (scale 1 and the browser's pixel ratio outside a stage). */
export const useStageScale = (): StageScale => useContext(StageScaleContext);
