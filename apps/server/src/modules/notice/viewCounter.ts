import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';

/**
 * Views of published content (the 浏览次数 of a notice, policy, interpretation, public data item,
 * report or policy matter) counted in memory and added to notice.view_count at most once a second
 * in one statement, and when the server closes (issue 20: a read must not write on every request,
 * as visit counting, modules/system/service.ts). A page shows the stored count plus this process's
 * views not written yet, so a reader sees the count rise with each open. A crash loses at most the
 * last second's views of that process (docs/decisions.md, "Visit counting"); several servers each
 * add their own. A failed write keeps the counts for the next.
 */
export interface ViewCounter {
  /** Counts one view of item `id`; answers the views of it not written yet (this one included). */
  add(id: number): number;
  /** Writes the views counted so far. */
  flush(): Promise<void>;
}

const counters = new WeakMap<Db, ViewCounter>();

/** The view counter of `db` (one per database, made on first use; the server flushes it on close). */
export function noticeViews(db: Db, onError: (e: unknown) => void = () => undefined, flushMs = 1000): ViewCounter {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = viewCounter(db, onError, flushMs)));
  return counter;
}

function viewCounter(db: Db, onError: (e: unknown) => void, flushMs: number): ViewCounter {
  const pending = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const rows = [...pending];
    pending.clear();
    try {
      const values = sql.join(
        rows.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      );
      // view_count alone: the data_version trigger of notice does not fire (migration 'data_version')
      await db.execute(sql`update notice set view_count = notice.view_count + v.n from (values ${values}) as v(id, n) where notice.id = v.id`);
    } catch (e) {
      for (const [id, n] of rows) pending.set(id, (pending.get(id) ?? 0) + n);
      throw e;
    }
  };
  return {
    add(id) {
      const n = (pending.get(id) ?? 0) + 1;
      pending.set(id, n);
      if (!timer) {
        timer = setTimeout(() => void flush().catch(onError), flushMs);
        timer.unref();
      }
      return n;
    },
    flush,
  };
}
