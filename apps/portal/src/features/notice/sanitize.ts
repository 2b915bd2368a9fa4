import DOMPurify from 'dompurify';
import { RICH_TEXT_MAX_DEPTH, elementDepth, richTextSanitizer, type PurifierLike } from '@portal/api';

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
 * nested deeper than RICH_TEXT_MAX_DEPTH as the browser parses it (which the server never stores)
 * renders as nothing, so no page can be made to freeze the browser while sanitising it.
 */
export function sanitizeNoticeHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return elementDepth(body) > RICH_TEXT_MAX_DEPTH ? '' : sanitize(html);
}
