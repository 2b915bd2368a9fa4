import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { transitionAllowed, transitionTo, type TransitionRule, type TransitionTable } from '@portal/api';
import type { Db } from '../db/open';
import type { AuthUser } from '../modules/account/session';
import { conflict } from './errors';

/** The answer (4009) when the record left the status a change started from before the change was made. */
export const STATUS_CHANGED = '该记录状态已变化，请刷新后重试';

/** A record to change: its id, the stored status it was read in, and the version read or expected (tables with a version). */
export interface WorkflowItem {
  id: number;
  status: string;
  version?: number | undefined;
}

/** Who makes a change and the note (comment, reason) written to its history row. */
export interface WorkflowContext {
  user: AuthUser;
  note: string;
}

/** One change made: the record's id, the action, the status it left and entered, when, and the updated row. */
export interface WorkflowChange<Row> {
  id: number;
  action: string;
  from: string;
  to: string;
  at: Date;
  row: Row;
}

/** How a workflow is stored: the table, its id, status and (optional) version columns, and its history table. */
export interface WorkflowStorage<T extends PgTable> {
  table: T;
  id: PgColumn;
  status: PgColumn;
  /** raised by one on every change; the change is also guarded by it when an item carries a version */
  version?: PgColumn;
  history: {
    table: PgTable;
    /** the history column naming the record (the suite counts history rows by it) */
    ref: PgColumn;
    /** the history rows of `changes`, exactly one per change, as values for an INSERT into `table` */
    rows: (changes: WorkflowChange<T['$inferSelect']>[], ctx: WorkflowContext) => Record<string, unknown>[];
  };
  /**
   * What else the changes do, in their transaction, after the history rows: the business
   * messages to the people who wait for them (modules/messages, `sendMessages`). Called once per
   * fire with every change made (never with none); a throw rolls the changes back.
   */
  after?: (tx: Db, changes: WorkflowChange<T['$inferSelect']>[], ctx: WorkflowContext) => Promise<void>;
}

/** What {@link Workflow.fire} did: the changes made, and the items left as they were with why. */
export interface FireResult<Row> {
  done: WorkflowChange<Row>[];
  /** 'refused': the table does not allow the action from the item's status; 'changed': the record is no longer in that status (or version) */
  missed: { item: WorkflowItem; reason: 'refused' | 'changed' }[];
}

/** Options of a change: further columns to set on every changed row (e.g. the audit comment); `failed` leads to the rule's `failTo` instead of `to`. */
export interface FireOptions<T extends PgTable> {
  set?: Partial<T['$inferInsert']>;
  failed?: boolean;
}

/** A transition table bound to its storage (see {@link defineWorkflow}). */
export interface Workflow<T extends PgTable, A extends string> {
  /** unique, e.g. 'demand' or 'areaAudit.person' */
  name: string;
  transitions: TransitionTable<string, Record<A, TransitionRule>>;
  storage: WorkflowStorage<T>;
  /**
   * Fires `action` on `items` in one transaction (a savepoint inside the caller's): per distinct
   * starting status, one `UPDATE ... SET status = to [, version = version + 1] WHERE id IN (...)
   * AND status = <that status> [AND (id, version) IN (...)] RETURNING *`, then one history row
   * per updated record, then the storage's `after` (business messages). Items refused by the
   * table or changed meanwhile are reported, not thrown.
   */
  fire(db: Db, action: A, items: WorkflowItem[], ctx: WorkflowContext, opts?: FireOptions<T>): Promise<FireResult<T['$inferSelect']>>;
  /**
   * {@link fire} for one item.
   * @throws Fail 4009 `当前状态不能<label>` when the table refuses it, {@link STATUS_CHANGED} when the record changed meanwhile
   */
  fireOne(db: Db, action: A, item: WorkflowItem, ctx: WorkflowContext, opts?: FireOptions<T>): Promise<WorkflowChange<T['$inferSelect']>>;
}

/** `array[$1, $2, ...]::int[]` */
const intArray = (values: number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

const registry: Workflow<PgTable, string>[] = [];

/** Every workflow defined so far (all of them once the modules are imported, e.g. by buildApp). */
export function workflows(): readonly Workflow<PgTable, string>[] {
  return registry;
}

/**
 * Binds a transition table of the contract (libs/api/src/workflow.ts) to the table that stores
 * its records and to its history table, and registers it (see {@link workflows}). This is the
 * only way a status changes: a conditional update on the status the change starts from, so of
 * two changes at the same instant exactly one goes through on PostgreSQL as on PGlite.
 * @throws Error when a column does not belong to its table or the name is taken
 */
export function defineWorkflow<T extends PgTable, A extends string>(name: string, transitions: TransitionTable<string, Record<A, TransitionRule>>, storage: WorkflowStorage<T>): Workflow<T, A> {
  if (registry.some((w) => w.name === name)) throw new Error(`workflow ${name} is defined twice`);
  const keyOf = (col: PgColumn) => {
    const key = Object.entries(getTableColumns(storage.table)).find(([, c]) => c === col)?.[0];
    if (key === undefined) throw new Error(`workflow ${name}: column ${col.name} is not in its table`);
    return key;
  };
  const idKey = keyOf(storage.id);
  const statusKey = keyOf(storage.status);
  const versionKey = storage.version ? keyOf(storage.version) : null;

  const fire: Workflow<T, A>['fire'] = (db, action, items, ctx, { set = {}, failed = false } = {}) => {
    const rule = transitions.actions[action];
    if (failed && rule.failTo === undefined) throw new Error(`workflow ${name}: action ${action} has no failTo`);
    const missed: FireResult<T['$inferSelect']>['missed'] = [];
    const groups = new Map<string, WorkflowItem[]>();
    for (const item of new Map(items.map((i) => [i.id, i])).values()) {
      if (!transitionAllowed(transitions, action, item.status)) missed.push({ item, reason: 'refused' });
      else if (groups.has(item.status)) groups.get(item.status)!.push(item);
      else groups.set(item.status, [item]);
    }
    if (groups.size === 0) return Promise.resolve({ done: [], missed });
    const at = new Date();
    return db.transaction(async (tx) => {
      const done: WorkflowChange<T['$inferSelect']>[] = [];
      for (const [from, group] of groups) {
        const to = failed ? rule.failTo! : transitionTo(transitions, action, from)!;
        const versioned = storage.version ? group.filter((i) => i.version !== undefined) : [];
        const plain = storage.version ? group.filter((i) => i.version === undefined) : group;
        const rows = (await tx
          .update(storage.table)
          .set({ ...set, [statusKey]: to, ...(versionKey ? { [versionKey]: sql`${storage.version} + 1` } : {}) } as never)
          .where(
            and(
              eq(storage.status, from),
              or(
                plain.length ? inArray(storage.id, plain.map((i) => i.id)) : undefined,
                versioned.length
                  ? // a set to join, not a list of row comparisons: a thousand of those nest too deep for PGlite
                    sql`(${storage.id}, ${storage.version}) in (select * from unnest(${intArray(versioned.map((i) => i.id))}, ${intArray(versioned.map((i) => i.version!))}))`
                  : undefined,
              ),
            ),
          )
          .returning()) as T['$inferSelect'][];
        const updated = new Set(rows.map((r) => Number((r as Record<string, unknown>)[idKey])));
        for (const row of rows) done.push({ id: Number((row as Record<string, unknown>)[idKey]), action, from, to, at, row });
        for (const item of group) if (!updated.has(item.id)) missed.push({ item, reason: 'changed' });
      }
      const history = storage.history.rows(done, ctx);
      if (history.length !== done.length) throw new Error(`workflow ${name}: ${history.length} history rows for ${done.length} changes`);
      if (history.length > 0) await tx.insert(storage.history.table).values(history as never);
      if (done.length > 0 && storage.after) await storage.after(tx, done, ctx);
      return { done, missed };
    });
  };

  const workflow: Workflow<T, A> = {
    name,
    transitions,
    storage,
    fire,
    async fireOne(db, action, item, ctx, opts) {
      const { done, missed } = await fire(db, action, [item], ctx, opts);
      if (missed[0]) throw conflict(missed[0].reason === 'refused' ? `当前状态不能${transitions.actions[action].label}` : STATUS_CHANGED);
      return done[0]!;
    },
  };
  registry.push(workflow as unknown as Workflow<PgTable, string>);
  return workflow;
}
