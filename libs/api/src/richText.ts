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
  addHook(hook: 'afterSanitizeAttributes', cb: (node: Element) => void): void;
  sanitize(html: string, config: Record<string, unknown>): string;
}

/**
 * Makes a sanitiser from a DOMPurify instance that applies {@link RICH_TEXT_POLICY}: drops any
 * `style` but alignment, and any `target` but `_blank` (then with rel="noopener noreferrer"), and
 * gives an image without a text alternative an empty one (alt="", WCAG 1.1.1: a picture the editor
 * did not describe is presented as decorative rather than read out as its file name).
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
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return (html) => purify.sanitize(html, { ...RICH_TEXT_POLICY, ALLOWED_TAGS: [...RICH_TEXT_POLICY.ALLOWED_TAGS], ALLOWED_ATTR: [...RICH_TEXT_POLICY.ALLOWED_ATTR] });
}

/**
 * How deeply rich-text elements may nest, counted from the body as an HTML parser builds it.
 * Editors produce a handful of levels (a table in a list item in a quote is about 8); a DOM tens
 * of thousands of levels deep takes DOMPurify seconds to minutes and overflows jsdom's stack
 * (issue 11, defect 1), so the server refuses deeper rich text before sanitising it
 * (cleanRichText in apps/server, on its sanitiser thread) and the portal renders it as nothing.
 */
export const RICH_TEXT_MAX_DEPTH = 32;

/** What {@link elementDepth} reads of a DOM or parse5 node: elements have a `tagName`, a `<template>` keeps its children in `content`. */
type HtmlTreeNode = { tagName?: unknown; childNodes?: ArrayLike<HtmlTreeNode>; content?: HtmlTreeNode | null };

/**
 * How many levels of elements lie below `root` (0 when it holds only text), walking without
 * recursion so that no depth overflows the stack; template contents count as children, as a
 * parser nests them. Depth is the parser's, not the tags': `<span><div></span>` repeated nests
 * deeper at every repetition, as the HTML parser ignores that `</span>`.
 * @param root a parsed document's body (DOMParser in the browser, parse5 on the server): any
 *   object with `childNodes`, whose element children have a string `tagName`
 */
export function elementDepth(root: object): number {
  let deepest = 0;
  const stack: Array<[HtmlTreeNode, number]> = [[root as HtmlTreeNode, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, depth] = top;
    for (const parent of [node, node.content]) {
      const children = parent?.childNodes ?? [];
      for (let k = 0; k < children.length; k++) {
        const child = children[k]!;
        if (typeof child.tagName !== 'string') continue;
        deepest = Math.max(deepest, depth + 1);
        stack.push([child, depth + 1]);
      }
    }
  }
  return deepest;
}

/** The 4001 message for rich text nested deeper than {@link RICH_TEXT_MAX_DEPTH}, e.g. '企业介绍嵌套层级过深（最多32层），请简化格式'. */
export const richTextTooDeepMessage = (label: string) => `${label}嵌套层级过深（最多${RICH_TEXT_MAX_DEPTH}层），请简化格式`;

/**
 * The contract's schema of a rich-text (HTML) field: a string of at most `max` characters
 * ('企业介绍过长' otherwise). Its nesting is checked where it is parsed, when the server sanitises
 * it ({@link richTextTooDeepMessage}).
 * @param label the field's Chinese name as the user sees it
 * @param max the greatest length in UTF-16 code units
 */
export function richTextField(label: string, max: number) {
  return z.string().max(max, `${label}过长`);
}
