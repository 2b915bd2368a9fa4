import { z } from 'zod';

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

/**
 * How deeply rich-text elements may nest. Editors produce a handful of levels (a table in a list
 * item in a quote is about 8); sanitising a DOM tens of thousands of levels deep takes seconds to
 * minutes and overflows the stack (issue 11, defect 1), so deeper input is refused before any
 * parser sees it.
 */
export const RICH_TEXT_MAX_DEPTH = 32;

/** Elements that never have content, so their start tag opens no level (HTML Living Standard, "void elements"). */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

const isLetter = (c: string | undefined) => c !== undefined && /[a-zA-Z]/.test(c);
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * Where the tag whose name ends at `from` ends: the index just past its `>`, skipping quoted
 * attribute values as the HTML tokenizer does; -1 when the input ends first (the tokenizer then
 * drops the tag).
 */
function tagEnd(html: string, from: number): number {
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (c === '>') return i + 1;
    if (c !== '=') continue;
    let v = i + 1;
    while (isSpace(html[v])) v++;
    const quote = html[v];
    if (quote !== '"' && quote !== "'") continue;
    const close = html.indexOf(quote, v + 1);
    if (close < 0) return -1;
    i = close;
  }
  return -1;
}

/** Index just past the `-->` or `--!>` that ends a comment whose text starts at `from`; -1 when none does. */
function commentEnd(html: string, from: number): number {
  for (let d = html.indexOf('--', from); d >= 0; d = html.indexOf('--', d + 1)) {
    if (html[d + 2] === '>') return d + 3;
    if (html[d + 2] === '!' && html[d + 3] === '>') return d + 4;
  }
  return -1;
}

/**
 * Whether elements in `html` nest deeper than {@link RICH_TEXT_MAX_DEPTH}: one pass over the
 * text that follows the HTML tokenizer's tag and comment rules closely enough (quoted attribute
 * values, `<!-->`, `--!>`, bogus comments) but builds no DOM, keeping a stack of open element
 * names. A start tag pushes (void elements do not; `<x/>` does, as the HTML parser ignores that
 * slash on HTML elements); an end tag pops back to the nearest open element of its name and is
 * ignored when none is open, as the parser ignores a stray end tag. Where the parser would nest
 * less (implied end tags, raw text), the scan counts more, so it errs towards refusing. Each
 * character is read once and each tag looks at no more than the bounded stack: O(length ×
 * RICH_TEXT_MAX_DEPTH) time.
 * @param html untrusted HTML of any length
 * @returns true when some element would sit more than RICH_TEXT_MAX_DEPTH levels deep
 */
export function richTextTooDeep(html: string): boolean {
  const open: string[] = [];
  let i = 0;
  for (;;) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return false;
    const next = html[lt + 1];
    if (html.startsWith('!--', lt + 1)) {
      if (html.startsWith('>', lt + 4) || html.startsWith('->', lt + 4)) {
        i = lt + (html[lt + 4] === '>' ? 5 : 6);
        continue;
      }
      const end = commentEnd(html, lt + 4);
      if (end < 0) return false;
      i = end;
      continue;
    }
    const closing = next === '/';
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!isLetter(html[nameStart])) {
      if (next === '!' || next === '?' || closing) {
        const gt = html.indexOf('>', lt + 1);
        if (gt < 0) return false;
        i = gt + 1;
      } else i = lt + 1;
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < html.length && !isSpace(html[nameEnd]) && html[nameEnd] !== '/' && html[nameEnd] !== '>') nameEnd++;
    const end = tagEnd(html, nameEnd);
    if (end < 0) return false;
    i = end;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    } else if (!VOID_ELEMENTS.has(name)) {
      open.push(name);
      if (open.length > RICH_TEXT_MAX_DEPTH) return true;
    }
  }
}

/**
 * The contract's schema of a rich-text (HTML) field: a string of at most `max` characters whose
 * elements nest at most {@link RICH_TEXT_MAX_DEPTH} levels deep. Refusals are 4001 with messages
 * that name the field, e.g. '企业介绍过长', '企业介绍嵌套层级过深（最多32层）'.
 * @param label the field's Chinese name as the user sees it
 * @param max the greatest length in UTF-16 code units
 */
export function richTextField(label: string, max: number) {
  return z
    .string()
    .max(max, `${label}过长`)
    .refine((html) => !richTextTooDeep(html), `${label}嵌套层级过深（最多${RICH_TEXT_MAX_DEPTH}层），请简化格式`);
}
