import DOMPurify from 'dompurify';
import { richTextSanitizer, richTextTooDeep, type PurifierLike } from '@portal/api';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.getAttribute('href')) {
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
});

const sanitize = richTextSanitizer(DOMPurify as unknown as PurifierLike);

/**
 * Sanitises rich text once more in the browser (the server already did) with the same policy
 * (RICH_TEXT_POLICY of @portal/api): no scripts, event handlers, forms, frames or `javascript:`
 * URLs, no styles but alignment; links to other sites open in a new tab without opener. HTML
 * nested deeper than RICH_TEXT_MAX_DEPTH (which the server never stores) renders as nothing, so no
 * page can be made to freeze the browser while parsing it.
 */
export function sanitizeNoticeHtml(html: string): string {
  return richTextTooDeep(html) ? '' : sanitize(html);
}
