import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Sanitises notice HTML once more in the browser (the server already did): only HTML, no scripts,
 * no event handlers, no javascript: URLs; links to other sites open in a new tab without opener.
 */
export function sanitizeNoticeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof HTMLAnchorElement && node.getAttribute('href')) {
        const href = node.getAttribute('href') ?? '';
        if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], ADD_ATTR: ['target'] });
}
