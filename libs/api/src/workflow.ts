/**
 * Status workflows as data (docs/architecture.md, "Status workflows"). Every record with a status
 * that staff or users move along (job demands, applications, area-audit records, content) has one
 * transition table, declared here with {@link defineTransitions}: for each action, the statuses
 * it starts from and the one status it leads to. The server performs a change only as a
 * conditional update on the status it starts from (apps/server/src/http/workflow.ts), so of two
 * changes at the same instant at most one goes through; the portal reads the same table for its
 * buttons. {@link transitionTables} lists every table, so the integration suite races each one.
 */

/** The pseudo-status of a record that does not exist yet (an action that creates it starts from here). */
export const NO_RECORD = 'new';

/**
 * One action of a transition table: the stored statuses it starts from ({@link NO_RECORD} for
 * "no record yet"), the status it leads to (`'same'` keeps the status, e.g. saving corrections)
 * and its label in Chinese for buttons and histories; `failTo`, where an action with its own
 * checks (e.g. eligibility) ends when they fail. A table may add its own facts to an action (who
 * fires it, whether a comment is required).
 */
export interface TransitionRule<S extends string = string> {
  readonly from: readonly (S | typeof NO_RECORD)[];
  readonly to: S | 'same';
  readonly failTo?: S;
  readonly label: string;
}

/** A named transition table: its statuses and its actions. */
export interface TransitionTable<S extends string = string, T extends Record<string, TransitionRule<S>> = Record<string, TransitionRule<S>>> {
  /** unique among the tables, e.g. 'demand' */
  readonly name: string;
  readonly statuses: readonly S[];
  readonly actions: T;
}

const registry = new Map<string, TransitionTable>();

/**
 * Declares a transition table and registers it under `name` (see {@link transitionTables}).
 * @param statuses every status a record of the table may have (stored values)
 * @param actions action name -> rule; `from` and `to` must be among `statuses`
 * @throws Error when `name` is already taken or a rule names an unknown status
 */
export function defineTransitions<S extends string, const T extends Record<string, TransitionRule<NoInfer<S>>>>(name: string, statuses: readonly S[], actions: T): TransitionTable<S, T> {
  if (registry.has(name)) throw new Error(`transition table ${name} is defined twice`);
  const known = new Set<string>([...statuses, NO_RECORD]);
  for (const [action, rule] of Object.entries(actions)) {
    const unknown = [...rule.from, ...(rule.to === 'same' ? [] : [rule.to])].find((s) => !known.has(s));
    if (unknown !== undefined) throw new Error(`transition table ${name}: action ${action} names the unknown status "${unknown}"`);
  }
  const table: TransitionTable<S, T> = { name, statuses, actions };
  registry.set(name, table as unknown as TransitionTable);
  return table;
}

/** Every transition table defined so far (all of them once `@portal/api` is imported), in definition order. */
export function transitionTables(): readonly TransitionTable[] {
  return [...registry.values()];
}

/** Whether `action` of `table` may be fired on a record in `from` (null or {@link NO_RECORD}: none exists yet). */
export function transitionAllowed<S extends string, T extends Record<string, TransitionRule<S>>>(table: TransitionTable<S, T>, action: keyof T, from: S | typeof NO_RECORD | null): boolean {
  return (table.actions[action]!.from as readonly string[]).includes(from ?? NO_RECORD);
}

/** The status `action` leads to from `from`, or null when the table does not allow it. */
export function transitionTo<S extends string, T extends Record<string, TransitionRule<S>>>(table: TransitionTable<S, T>, action: keyof T, from: S | null): S | null {
  if (!transitionAllowed(table, action, from)) return null;
  const to = table.actions[action]!.to;
  return to === 'same' ? from : to;
}
