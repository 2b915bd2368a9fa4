import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer, type PurifierLike } from '@portal/api';
import { invalid } from '../../http/errors';

/** DOMPurify over a jsdom window: the same sanitiser and policy (RICH_TEXT_POLICY) as the portal's. */
const sanitize = richTextSanitizer(createDOMPurify(new JSDOM('').window) as unknown as PurifierLike);

/**
 * Sanitises an author's rich text before it is stored: no scripts, event handlers, forms, frames,
 * `javascript:` links, or styles other than alignment (RICH_TEXT_POLICY of @portal/api).
 * @param emptyMessage the 4001 message when nothing readable is left (a section names itself)
 * @throws Fail 4001 '请输入正文' (or `emptyMessage`) when nothing readable is left
 */
export function cleanRichText(html: string, emptyMessage = '请输入正文'): string {
  const clean = sanitize(html).trim();
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
  if (!text && !/<img\s/i.test(clean)) throw invalid(emptyMessage);
  return clean;
}
