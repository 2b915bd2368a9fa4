/**
 * The rich-text sanitiser's thread (started by richText.ts through sanitizeWorker.mjs). It answers
 * each message `{ id, html }`, one at a time, so parsing a large document never blocks the
 * server's event loop: `{ id, tooDeep: true }` when parse5 nests the document's body deeper than
 * RICH_TEXT_MAX_DEPTH (jsdom would overflow its stack on it, DOMPurify take minutes), else
 * `{ id, clean }` from DOMPurify over a jsdom window with RICH_TEXT_POLICY of @portal/api, or
 * `{ id, error }` when sanitising threw.
 */
import { parentPort } from 'node:worker_threads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { RICH_TEXT_MAX_DEPTH, elementDepth, richTextSanitizer, type PurifierLike } from '@portal/api';

/** A request to the sanitiser thread. */
export interface SanitizeRequest {
  id: number;
  html: string;
}

/** The sanitiser thread's answer to the request of the same `id`. */
export type SanitizeAnswer = { id: number; clean: string } | { id: number; tooDeep: true } | { id: number; error: string };

/** The body of `html` parsed as a document, as DOMPurify parses it (without a doctype, so in quirks mode). */
function parsedBody(html: string): DefaultTreeAdapterTypes.Element {
  const root = parse(html).childNodes.find((n) => n.nodeName === 'html') as DefaultTreeAdapterTypes.Element;
  return root.childNodes.find((n) => n.nodeName === 'body') as DefaultTreeAdapterTypes.Element;
}

const sanitize = richTextSanitizer(createDOMPurify(new JSDOM('').window) as unknown as PurifierLike);

parentPort!.on('message', ({ id, html }: SanitizeRequest) => {
  let answer: SanitizeAnswer;
  try {
    answer = elementDepth(parsedBody(html)) > RICH_TEXT_MAX_DEPTH ? { id, tooDeep: true } : { id, clean: sanitize(html) };
  } catch (e) {
    answer = { id, error: String(e) };
  }
  parentPort!.postMessage(answer);
});
