/**
 * The rich-text policy of notices, policies, interpretations, public data and reports: what HTML
 * may be stored (the server sanitises with it before storing) and shown (the portal sanitises
 * again before rendering). Both sides feed it to DOMPurify, so they agree exactly.
 *
 * No scripts, no event handlers, no forms, no frames, no `javascript:` or `data:` links (DOMPurify's
 * URI rule), and `style` only for paragraph alignment, the one formatting government notices need
 * (a centred heading, a right-aligned signature and date).
 */
export const RICH_TEXT_POLICY = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup',
    'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'title', 'colspan', 'rowspan', 'style'],
  ALLOW_DATA_ATTR: false,
} as const;

/** The only `style` a rich-text element may keep: `text-align` left, center, right or justify. */
export function isAllowedStyle(style: string): boolean {
  return /^\s*text-align\s*:\s*(left|center|right|justify)\s*;?\s*$/i.test(style);
}

/**
 * The minimal surface of a DOMPurify instance this module needs (the browser's and the server's
 * jsdom-backed instance both have it).
 */
export interface PurifierLike {
  addHook(hook: 'uponSanitizeAttribute', cb: (node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void): void;
  sanitize(html: string, config: Record<string, unknown>): string;
}

/**
 * Makes a sanitiser from a DOMPurify instance that applies {@link RICH_TEXT_POLICY}: drops any
 * `style` but alignment, and any `target` but `_blank` (then with rel="noopener noreferrer").
 * @returns a function from untrusted HTML to safe HTML
 */
export function richTextSanitizer(purify: PurifierLike): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style' && !isAllowedStyle(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'target') {
      if (data.attrValue !== '_blank') data.keepAttr = false;
      else node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purify.sanitize(html, { ...RICH_TEXT_POLICY, ALLOWED_TAGS: [...RICH_TEXT_POLICY.ALLOWED_TAGS], ALLOWED_ATTR: [...RICH_TEXT_POLICY.ALLOWED_ATTR] });
}
