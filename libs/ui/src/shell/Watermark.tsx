import { useEffect } from 'react';

export interface WatermarkProps {
  /** the text repeated over the page (user name and time); null shows nothing */
  text: string | null;
  /** how often the overlay is checked to still be in place, SPEC.md section 9: 500 ms */
  recheckMs?: number;
  /** 'light' pages get dark text (the portal), 'dark' pages light text (the bigscreen) */
  tone?: 'light' | 'dark';
}

const TEXT_COLOR = { light: 'rgba(0,0,0,0.09)', dark: 'rgba(180,210,255,0.08)' } as const;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A tiled SVG of the text, rotated, faint; as a CSS background image. */
export function watermarkBackground(text: string, tone: 'light' | 'dark' = 'light'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="220">` +
    `<text x="170" y="110" text-anchor="middle" dominant-baseline="middle" transform="rotate(-22 170 110)" ` +
    `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="16" fill="${TEXT_COLOR[tone]}">` +
    `${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

export function watermarkStyle(text: string, tone: 'light' | 'dark' = 'light'): string {
  return [
    'position:fixed',
    'inset:0',
    'pointer-events:none',
    'z-index:2147483000',
    `background-image:${watermarkBackground(text, tone)}`,
    'background-repeat:repeat',
    'opacity:1',
    'display:block',
    'visibility:visible',
  ].join(';');
}

/**
 * The watermark of SPEC.md section 6 for non-enterprise logins: a fixed overlay that lets every
 * click through (pointer-events: none). It lives outside React's tree, on document.body, and is
 * re-checked every `recheckMs`: if it was removed or its style was altered, it is put back.
 */
export function Watermark({ text, recheckMs = 500, tone = 'light' }: WatermarkProps) {
  useEffect(() => {
    if (!text) return;
    const style = watermarkStyle(text, tone);
    const el = document.createElement('div');
    const restore = () => {
      if (el.getAttribute('style') !== style) el.setAttribute('style', style);
      el.setAttribute('aria-hidden', 'true');
      el.setAttribute('data-testid', 'watermark');
      el.textContent = '';
      if (!el.isConnected || el.parentNode !== document.body) document.body.appendChild(el);
    };
    restore();
    const timer = setInterval(restore, recheckMs);
    return () => {
      clearInterval(timer);
      el.remove();
    };
  }, [text, recheckMs, tone]);
  return null;
}
