import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './open';

/**
 * Work left for after a transaction has committed: a call to an outside system (the SMS gateway)
 * that must not be made for a change that then rolls back, nor keep the transaction open while
 * it waits (on PGlite, one connection, every other request would wait with it). Given the
 * database itself, the transaction being over.
 */
export type AfterCommitWork = (db: Db) => Promise<unknown>;

/**
 * What a caller that may run in a transaction of the router's carries (http/router.ts
 * RequestContext): `afterCommit`, present in a logged write's transaction, keeps work for after its
 * commit.
 */
export interface AfterCommitContext {
  db: Db;
  afterCommit?: ((work: AfterCommitWork) => void) | undefined;
}

/**
 * Leaves `work` for after the commit of the transaction `ctx` runs in, when the router opened one
 * for it (a logged write, issue 44: docs/audit.md "One transaction"); does it now, awaited,
 * otherwise (a worker, a call not logged).
 */
export async function afterCommit(ctx: AfterCommitContext, work: AfterCommitWork): Promise<void> {
  if (ctx.afterCommit) ctx.afterCommit(work);
  else await work(ctx.db);
}

/**
 * The work left by one transaction ({@link afterCommit}): `add` collects it while the transaction
 * runs; `run` does it once the transaction has committed, in the order it was left, each one
 * awaited; a failure is logged (`after-commit work failed`) and the rest still run, the change
 * having committed. Work of a transaction that rolled back is simply never run.
 */
export function afterCommitQueue(): { add: (work: AfterCommitWork) => void; run: (db: Db, log: FastifyBaseLogger) => Promise<void> } {
  const works: AfterCommitWork[] = [];
  return {
    add: (work) => void works.push(work),
    run: async (db, log) => {
      for (const work of works.splice(0)) await work(db).catch((err: unknown) => log.error({ err }, 'after-commit work failed'));
    },
  };
}
