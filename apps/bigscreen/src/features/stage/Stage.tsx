import { renderPixelRatio, StageScaleContext } from '@portal/ui/charts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DESIGN_SIZE, fitStage, type Size } from './stageFit';
import './stage.css';

/** Canvases are re-created at a new pixel ratio only once resizing has paused this long. */
const PIXEL_RATIO_SETTLE_MS = 200;

const readViewport = (): Size & { dpr: number } => ({ width: window.innerWidth, height: window.innerHeight, dpr: window.devicePixelRatio || 1 });

/**
 * The 1920x1080 stage scaled uniformly to the window (letterboxed, centred, recomputed on
 * resize). Children are laid out in design pixels. The scale and the pixel ratio canvases should
 * use (devicePixelRatio x scale) are provided through {@link StageScaleContext}.
 */
export function Stage({ children }: { children: ReactNode }) {
  const [viewport, setViewport] = useState(readViewport);
  const [pixelRatio, setPixelRatio] = useState(() => {
    const v = readViewport();
    return renderPixelRatio(fitStage(v).scale, v.dpr);
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const onResize = () => {
      const v = readViewport();
      setViewport(v);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setPixelRatio(renderPixelRatio(fitStage(v).scale, v.dpr)), PIXEL_RATIO_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer.current);
    };
  }, []);

  const fit = fitStage(viewport);
  const context = useMemo(() => ({ scale: fit.scale, pixelRatio }), [fit.scale, pixelRatio]);

  return (
    <div className="bs-viewport">
      <div
        className="bs-stage"
        data-testid="stage"
        data-scale={fit.scale.toFixed(4)}
        style={{ width: DESIGN_SIZE.width, height: DESIGN_SIZE.height, left: fit.offsetX, top: fit.offsetY, transform: `scale(${fit.scale})` }}
      >
        <StageScaleContext.Provider value={context}>{children}</StageScaleContext.Provider>
      </div>
    </div>
  );
}
