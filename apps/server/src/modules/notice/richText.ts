import { Worker } from 'node:worker_threads';
import { CODE, richTextTooDeepMessage } from '@portal/api';
import { Fail, invalid } from '../../http/errors';
import type { SanitizeAnswer, SanitizeRequest } from './sanitizeWorker';

/** How long one sanitising may take on the sanitiser thread before it is stopped, in ms. */
export const SANITIZE_BUDGET_MS = 30_000;

type Pending = { resolve: (clean: string | undefined) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

/**
 * The sanitiser thread (sanitizeWorker.ts), started on first use and kept; requests are answered
 * in order. One that exceeds {@link SANITIZE_BUDGET_MS} terminates the thread: every request
 * still waiting on it fails, and the next one starts a fresh thread.
 */
class SanitizerThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** Sanitised `html`, or undefined when it nests deeper than RICH_TEXT_MAX_DEPTH. */
  run(html: string, budgetMs: number): Promise<string | undefined> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<string | undefined>((resolve, reject) => {
      const timer = setTimeout(() => this.stop(worker, new Fail(CODE.invalidInput, '富文本内容过于复杂，无法在限定时间内处理，请简化格式后重试')), budgetMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, html } satisfies SanitizeRequest);
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./sanitizeWorker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (a: SanitizeAnswer) => {
      const p = this.pending.get(a.id);
      if (!p) return;
      this.pending.delete(a.id);
      clearTimeout(p.timer);
      if (this.pending.size === 0) worker.unref();
      if ('clean' in a) p.resolve(a.clean);
      else if ('tooDeep' in a) p.resolve(undefined);
      else p.reject(new Error(`sanitiser failed: ${a.error}`));
    });
    worker.on('error', (e) => this.stop(worker, e));
    worker.on('exit', () => this.stop(worker, new Error('sanitiser thread exited')));
    this.worker = worker;
    return worker;
  }

  /** Ends `worker` (when it is still the current one) and fails every request waiting on it with `reason`. */
  private stop(worker: Worker, reason: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    void worker.terminate();
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(reason);
    }
    this.pending.clear();
  }
}

const thread = new SanitizerThread();

/**
 * Sanitises an author's rich text before it is stored: no scripts, event handlers, forms, frames,
 * `javascript:` links, or styles other than alignment (RICH_TEXT_POLICY of @portal/api), and no
 * element nested deeper than RICH_TEXT_MAX_DEPTH as the HTML parser builds the tree (issue 11,
 * defect 1). Parsing and DOMPurify run on a worker thread (sanitizeWorker.ts) so that no document,
 * however built, holds the event loop.
 * @param label the field's Chinese name, e.g. '企业介绍'
 * @param emptyMessage the 4001 message when nothing readable is left, default '请输入' + label
 * @param budgetMs the most time sanitising may take, default {@link SANITIZE_BUDGET_MS}
 * @throws Fail 4001 '企业介绍嵌套层级过深（最多32层），请简化格式' when nested too deep; Fail 4001
 *   `emptyMessage` when nothing readable is left; Fail 4001 when sanitising exceeds the budget;
 *   an Error (answered 5000) when the sanitiser thread failed
 */
export async function cleanRichText(html: string, label: string, emptyMessage = `请输入${label}`, budgetMs = SANITIZE_BUDGET_MS): Promise<string> {
  const sanitised = await thread.run(html, budgetMs);
  if (sanitised === undefined) throw invalid(richTextTooDeepMessage(label));
  const clean = sanitised.trim();
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
  if (!text && !/<img\s/i.test(clean)) throw invalid(emptyMessage);
  return clean;
}
