import pg from 'pg';

/**
 * PostgreSQL notifications (LISTEN) on one connection of its own, kept open: issue 45, "several
 * servers kept in step". The data-version triggers notify at commit (migration 0044
 * `data_version_touch`); a server that listens keeps the versions in memory and reads them again
 * only when told (http/answerCache.ts), so a write through another server is seen here as soon as
 * its notification arrives (within a second, docs/decisions.md "Data versions by LISTEN/NOTIFY").
 *
 * The connection is opened at the first `listen`. When it is lost (the server restarted, an
 * administrator ended it, the network), every handler hears `state(false)`, and it is opened again
 * after 1 s, then 2, 4 ... at most 10 s apart; once it listens again on every channel, `state(true)`.
 * Between the two the readers must not trust what they keep. A connection that stops answering
 * without being closed (a network cut) is taken as lost when a ping sent every
 * {@link PING_EVERY_MS} is still unanswered at the next.
 */
export interface Notifications {
  /** Calls `handlers.notify` at each notification on `channel`, `handlers.state` when listening starts or stops. */
  listen(channel: string, handlers: { notify: (payload: string) => void; state: (listening: boolean) => void }): void;
  /** Whether the connection is up and listening on every channel asked for. */
  readonly listening: boolean;
  /** Times the connection was lost since the start. */
  readonly losses: number;
  /** Closes the connection and stops opening it again. */
  close(): Promise<void>;
}

/** `application_name` of the listening connection (so that operators and tests can find it in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'portal-listen';

const RETRY_FIRST_MS = 1000;
/** How often the listening connection is pinged (and so the longest a silent network cut goes unseen, twice this). */
export const PING_EVERY_MS = 2000;
const RETRY_MAX_MS = 10_000;

/** The notifications of the PostgreSQL at `connectionString` (see {@link Notifications}); `onError` hears each loss. */
export function pgNotifications(connectionString: string, onError: (err: Error) => void = () => undefined): Notifications {
  const channels = new Map<string, { notify: (payload: string) => void; state: (listening: boolean) => void }[]>();
  let client: pg.Client | null = null;
  let listening = false;
  let losses = 0;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | null = null;
  let opening: Promise<void> | null = null;
  let ping: NodeJS.Timeout | null = null;

  const tell = (up: boolean) => {
    for (const list of channels.values()) for (const h of list) h.state(up);
  };
  const lost = (c: pg.Client, err: Error) => {
    if (client !== c) return;
    client = null;
    if (ping) clearInterval(ping);
    ping = null;
    losses += 1;
    onError(err);
    c.end().catch(() => undefined);
    if (listening) {
      listening = false;
      tell(false);
    }
    if (!closed) {
      retry = setTimeout(() => void open(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  };
  const open = (): Promise<void> =>
    (opening ??= (async () => {
      retry = null;
      const c = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
      client = c;
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c, new Error('listening connection ended')));
      c.on('notification', (msg) => {
        for (const h of channels.get(msg.channel) ?? []) h.notify(msg.payload ?? '');
      });
      try {
        await c.connect();
        for (const channel of channels.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        if (client !== c || closed) return;
        listening = true;
        retryMs = RETRY_FIRST_MS;
        let unanswered = false;
        ping = setInterval(() => {
          if (unanswered) return lost(c, new Error(`listening connection silent for ${PING_EVERY_MS} ms`));
          unanswered = true;
          c.query('select 1').then(
            () => {
              unanswered = false;
            },
            (err: Error) => lost(c, err),
          );
        }, PING_EVERY_MS);
        ping.unref();
        tell(true);
      } catch (err) {
        lost(c, err as Error);
      }
    })().finally(() => {
      opening = null;
    }));

  return {
    listen(channel, handlers) {
      const known = channels.get(channel);
      if (known) {
        known.push(handlers);
        if (listening) handlers.state(true);
        return;
      }
      channels.set(channel, [handlers]);
      if (closed) return;
      if (client && listening) {
        // a new channel on the open connection: listening on it starts when LISTEN has run
        const c = client;
        c.query(`LISTEN ${pg.escapeIdentifier(channel)}`).then(
          () => client === c && handlers.state(true),
          (err: Error) => lost(c, err),
        );
      } else if (!client && !retry) void open();
    },
    get listening() {
      return listening;
    },
    get losses() {
      return losses;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (ping) clearInterval(ping);
      const c = client;
      client = null;
      listening = false;
      await opening;
      await c?.end().catch(() => undefined);
    },
  };
}

const byDb = new WeakMap<object, Notifications>();

/** Ties `notifications` to the drizzle database `db` (db/open.ts, PostgreSQL only). */
export function attachNotifications(db: object, notifications: Notifications): void {
  byDb.set(db, notifications);
}

/** The notifications of `db` on PostgreSQL; undefined on PGlite (its client listens itself) or a database opened otherwise. */
export function notificationsOf(db: object): Notifications | undefined {
  return byDb.get(db);
}
