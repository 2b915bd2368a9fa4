import { useSession, watermarkText } from '@portal/auth';
import { useEffect, useRef, useState } from 'react';

/** SPEC.md section 9: the watermark is re-checked every 500 ms. */
export const WATERMARK_CHECK_MS = 500;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A tiled SVG image with the text, rotated; a data URL, so nothing is fetched. */
export function watermarkImage(text: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="240">` +
    `<text x="210" y="120" text-anchor="middle" transform="rotate(-18 210 120)" fill="rgba(180,210,255,0.07)" ` +
    `font-family="Noto Sans CJK SC, Microsoft YaHei, sans-serif" font-size="20">${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * The user name and time watermark shown for non-enterprise logins (SPEC.md section 6), over the
 * whole stage and click-through; re-mounted if it is removed or hidden.
 */
export function Watermark() {
  const user = useSession((s) => s.user);
  const userType = useSession((s) => s.userType);
  const ref = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState(() => new Date());
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const id = setInterval(() => {
      const el = ref.current;
      const intact = el !== null && el.isConnected && el.style.display !== 'none' && el.style.visibility !== 'hidden' && el.style.opacity !== '0';
      if (!intact) setGeneration((g) => g + 1);
      setNow((prev) => {
        const next = new Date();
        return next.getMinutes() !== prev.getMinutes() ? next : prev;
      });
    }, WATERMARK_CHECK_MS);
    return () => clearInterval(id);
  }, []);

  const text = watermarkText({ user, userType, personRouters: [] }, now);
  if (!text) return null;
  return (
    <div
      key={generation}
      ref={ref}
      aria-hidden="true"
      data-testid="watermark"
      style={{ position: 'absolute', inset: 0, zIndex: 40, pointerEvents: 'none', backgroundImage: watermarkImage(text), backgroundRepeat: 'repeat' }}
    />
  );
}
