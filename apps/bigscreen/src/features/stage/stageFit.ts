/** The bigscreen's design size: every page is laid out on this stage in CSS pixels. */
export const DESIGN_SIZE = { width: 1920, height: 1080 } as const;

export interface Size {
  width: number;
  height: number;
}

/** Where and how large the stage is drawn in a viewport. */
export interface StageFit {
  /** uniform scale: the smaller of the width and height ratios */
  scale: number;
  /** left and top letterbox margins in viewport pixels (the stage is centred) */
  offsetX: number;
  offsetY: number;
  /** size of the scaled stage in viewport pixels */
  width: number;
  height: number;
}

/**
 * Fits the design into the viewport: scaled uniformly by the smaller of the width and height
 * ratios, letterboxed and centred. A viewport with no area gives scale 1 at the origin.
 */
export function fitStage(viewport: Size, design: Size = DESIGN_SIZE): StageFit {
  if (!(viewport.width > 0) || !(viewport.height > 0)) return { scale: 1, offsetX: 0, offsetY: 0, width: design.width, height: design.height };
  const scale = Math.min(viewport.width / design.width, viewport.height / design.height);
  const width = design.width * scale;
  const height = design.height * scale;
  return { scale, offsetX: (viewport.width - width) / 2, offsetY: (viewport.height - height) / 2, width, height };
}
