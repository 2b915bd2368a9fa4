/**
 * Demo street geometry. No package ships the district's street boundaries (STACK-NOTES.md), so the
 * demo district is drawn here: a central street inside a ring of outer streets, with irregular but
 * shared boundaries. It is clearly demo geometry (sys_config district.demoGeometry = 'true');
 * a deployment replaces the street table's geometry with the surveyed boundaries.
 */

/** Longitude/latitude in degrees (WGS 84). */
export type LngLat = [number, number];

export interface DemoStreetShape {
  polygon: LngLat[];
  center: LngLat;
}

/**
 * Draws `outerCount` ring streets around one central street.
 * @param center district centre
 * @param radius mean outer radius in degrees of latitude
 * @param rand a deterministic random source in [0, 1)
 * @returns the central street first, then the ring clockwise from north; rings closed (first point repeated)
 */
export function drawDemoStreets(center: LngLat, radius: number, outerCount: number, rand: () => number): DemoStreetShape[] {
  const perStreet = 12;
  const samples = outerCount * perStreet;
  const lngScale = 1 / Math.cos((center[1] * Math.PI) / 180);
  const smooth = (n: number, base: number, amp: number) => {
    const phases = [rand() * Math.PI * 2, rand() * Math.PI * 2, rand() * Math.PI * 2];
    return Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2;
      return base * (1 + amp * (0.5 * Math.sin(2 * a + phases[0]!) + 0.3 * Math.sin(3 * a + phases[1]!) + 0.2 * Math.sin(5 * a + phases[2]!)));
    });
  };
  const inner = smooth(samples, radius * 0.32, 0.25);
  const outer = smooth(samples, radius, 0.18);
  const point = (i: number, r: number[]): LngLat => {
    const a = ((i % samples) / samples) * Math.PI * 2;
    const ri = r[i % samples]!;
    return [round(center[0] + Math.sin(a) * ri * lngScale), round(center[1] + Math.cos(a) * ri)];
  };
  const close = (ring: LngLat[]) => [...ring, ring[0]!];
  const shapes: DemoStreetShape[] = [{ polygon: close(Array.from({ length: samples }, (_, i) => point(i, inner))), center }];
  for (let s = 0; s < outerCount; s++) {
    const from = s * perStreet;
    const to = from + perStreet;
    const ring: LngLat[] = [];
    for (let i = from; i <= to; i++) ring.push(point(i, outer));
    for (let i = to; i >= from; i--) ring.push(point(i, inner));
    const mid = from + perStreet / 2;
    const midR = (outer[mid]! + inner[mid]!) / 2;
    const a = (mid / samples) * Math.PI * 2;
    shapes.push({ polygon: close(ring), center: [round(center[0] + Math.sin(a) * midR * lngScale), round(center[1] + Math.cos(a) * midR)] });
  }
  return shapes;
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;
