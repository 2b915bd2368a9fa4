import DOMPurify from 'dompurify';
import { richTextSanitizer, type PurifierLike } from '@portal/api';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.getAttribute('href')) {
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
});

/**
 * Sanitises rich text once more in the browser (the server already did) with the same policy
 * (RICH_TEXT_POLICY of @portal/api): no scripts, event handlers, forms, frames or `javascript:`
 * URLs, no styles but alignment; links to other sites open in a new tab without opener.
 */
export const sanitizeNoticeHtml: (html: string) => string = richTextSanitizer(DOMPurify as unknown as PurifierLike);
