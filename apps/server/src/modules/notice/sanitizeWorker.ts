/**
 * The rich-text sanitiser's thread (started by richText.ts through sanitizeWorker.mjs): DOMPurify
 * over a jsdom window with RICH_TEXT_POLICY of @portal/api. It answers each message
 * `{ id, html }` with `{ id, clean }`, or `{ id, error }` when sanitising threw (e.g. the stack
 * overflowed), one at a time, so parsing a large document never blocks the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer, type PurifierLike } from '@portal/api';

/** A request to the sanitiser thread. */
export interface SanitizeRequest {
  id: number;
  html: string;
}

/** The sanitiser thread's answer to the request of the same `id`. */
export type SanitizeAnswer = { id: number; clean: string } | { id: number; error: string };

const sanitize = richTextSanitizer(createDOMPurify(new JSDOM('').window) as unknown as PurifierLike);

parentPort!.on('message', ({ id, html }: SanitizeRequest) => {
  let answer: SanitizeAnswer;
  try {
    answer = { id, clean: sanitize(html) };
  } catch (e) {
    answer = { id, error: String(e) };
  }
  parentPort!.postMessage(answer);
});
