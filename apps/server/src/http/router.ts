import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE, type Endpoint, type InputOf, type OutputOf, type ParsedInputOf, pathParamNames, sharedInputProblem } from '@portal/api';
import type { z } from 'zod';
import type { Config } from '../config';
import { afterCommitQueue, type AfterCommitWork } from '../db/afterCommit';
import type { Db } from '../db/open';
import { Fail, failureOf, forbidden, notLoggedIn } from './errors';
import { refuseDuringSetup, resolveSession, setupStep, type AuthUser } from '../modules/account/session';
import { readRecords, recordChanges, recordIdsOf, recordOperation, type OperationCall, type RecordTable } from '../modules/center/operationLog';
import type { SmsGateway } from '../modules/sms/gateways';
import { isStable } from './stableAnswers';
import { AnswerCache, type CachePolicy, canonicalJson, sendKept, tableVersions, versionKey, versionsChanged, type Versions } from './answerCache';
import { getTableName } from 'drizzle-orm';

/**
 * What every handler gets besides its parsed input. `U` is the caller's type: `AuthUser | null` on
 * public endpoints, `AuthUser` wherever the access needs a login ({@link UserOf}).
 */
export interface RequestContext<U extends AuthUser | null = AuthUser | null> {
  db: Db;
  config: Config;
  /** the logged-in user, or null for a visitor (only on public endpoints) */
  user: U;
  ip: string;
  /** 'https' or 'http': how the request reached the first trusted hop (X-Forwarded-Proto from a TRUST_PROXY address) */
  protocol: string;
  log: FastifyBaseLogger;
  /** where text messages go (modules/sms) */
  sms: SmsGateway;
  /**
   * In a logged write's transaction ({@link recordedWrite}): keeps work that calls an outside system
   * for after the commit (db/afterCommit.ts: `afterCommit(ctx, work)`); absent elsewhere.
   */
  afterCommit?: ((work: AfterCommitWork) => void) | undefined;
}

/** A file an export endpoint answers with: whole (`Buffer`) or streamed (`Readable`, e.g. http/xlsxStream.ts). */
export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer | Readable;
}

type Result<E extends Endpoint> = E['body'] extends 'export' ? ExportFile : OutputOf<E>;
/**
 * The caller a handler of `E` gets, from its declared access: a visitor or a user on public
 * endpoints, always a user otherwise ({@link admit} refuses the rest with 2003 before the handler).
 */
export type UserOf<E extends Endpoint> = 'public' extends E['access'] ? AuthUser | null : AuthUser;
export type Handler<E extends Endpoint> = (input: ParsedInputOf<E>, ctx: RequestContext<UserOf<E>>) => Promise<Result<E>>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Most URLs of one cached GET endpoint whose canonical input the router keeps (a page of 1000 short strings). */
const MAX_INPUTS_KEPT = 1000;

/**
 * What a route's onRequest hook leaves for its handler, on the request (a request decorator,
 * cheaper for a cached answer than WeakMap entries keyed by the request, which the garbage
 * collector must also clear): the admitted caller (null for a visitor) and, on a cached endpoint,
 * the request's one read of the data versions, made as it arrives (for its session and its answer's key).
 */
interface Admission {
  user: AuthUser | null;
  versions: Promise<Versions> | undefined;
}
const ADMISSION = 'portalAdmission';
type AdmittedRequest = FastifyRequest & { [ADMISSION]: Admission | null };

/**
 * How a route is registered besides its handler ({@link Router.handle}).
 * - `cache`: its answers are kept by data version (http/answerCache.ts): the handler must then
 *   depend only on its input, the data of the tables named and the caller's kind (visitor, or user
 *   type 1/2/3), never on the user's own records, and must not write.
 * - `record`: the table whose rows the call changes (named by the input's `id` or `ids`, or by the
 *   answer's `id` for a row just created): those rows are read, locked, in the call's transaction
 *   before the handler and again after it, and the operation log keeps what changed.
 * - `outside`: the handler waits on an outside system for its answer (a verification code or a
 *   test text whose gateway answer it reports, the allowance system, the recruitment site): it runs
 *   outside any transaction of the router, its writes committing as they go, and its operation
 *   record is written after it in a transaction of its own (docs/audit.md "One transaction"); it
 *   names no `record`.
 */
export interface RouteOptions {
  cache?: CachePolicy;
  record?: RecordTable;
  outside?: true;
}

/** Registers handlers for endpoints of the contract table (libs/api). */
export interface Router {
  /** Registers `handler` for `endpoint`, with its {@link RouteOptions}. */
  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: RouteOptions): void;
  /** The names of the tables that cached endpoints read (for the trigger check at start, answerCache.ts). */
  cachedTables(): string[];
  /**
   * Calls the handler registered for `endpoint` from inside the server, for a logged-in caller:
   * its declared access is checked ({@link permits}) and `input` parsed by its schema (defaults
   * applied), as for a request; the result is not checked against the output schema.
   * @throws Fail 4003 when the endpoint does not admit the user (or its handler refuses); Error for an endpoint with no handler
   */
  invoke<E extends Endpoint>(endpoint: E, input: InputOf<E>, ctx: RequestContext<AuthUser>): Promise<Result<E>>;
}

/** Names the first failing field of a zod error for the 4001 message: '参数错误：limit 每页条数只能是10、20、30或50'. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  const field = issue.path.map(String).join('.') || '请求参数';
  return `参数错误：${field} ${issue.message}`;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function splitInput(input: z.ZodType, path: string): { params?: z.ZodType; rest: z.ZodType } {
  const names = pathParamNames(path);
  const obj = input as z.ZodObject;
  if (names.length === 0 || typeof obj.pick !== 'function') return { rest: input };
  const mask = Object.fromEntries(names.map((n) => [n, true as const]));
  return { params: obj.pick(mask as never), rest: obj.omit(mask as never) };
}

/** A multipart body as @fastify/multipart attaches it (app.ts reads files into `value`): field name to part(s). */
type MultipartBody = Record<string, { value: unknown } | { value: unknown }[]>;

/** The values of a multipart body: text fields as strings, files as ReceivedFile (see app.ts). */
function multipartValues(body: MultipartBody): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.map((p) => p.value) : v.value]));
}

/**
 * Who may call `endpoint` with the session `token` (header `token`): the user, or null for a visitor
 * of a public endpoint. The rules: a session with a setup step left is refused by every endpoint not
 * marked `allowedDuringSetup` (refuseDuringSetup; on public endpoints it counts as a visitor);
 * non-public endpoints need a session (2003) of the declared user type (4003), and a government
 * user must hold one of the endpoint's `roles` when it declares some, and its `permission` (a person router) when it declares one (4003).
 * @throws Fail 2003 or 4003 as above
 */
export async function admit(endpoint: Pick<Endpoint, 'access' | 'allowedDuringSetup' | 'roles' | 'permission'>, token: unknown, deps: { db: Db; config: Config }): Promise<AuthUser | null> {
  return admitUser(endpoint, await sessionUser(token, deps), deps.db);
}

/** The user of the session `token` (header `token`), or null without a valid session ({@link resolveSession}, given the request's read of the data versions when it has one). */
const sessionUser = (token: unknown, deps: { db: Db; config: Config }, versions?: Promise<Versions>): Promise<AuthUser | null> =>
  typeof token === 'string' && token ? resolveSession(deps.db, deps.config, token, versions) : Promise.resolve(null);

/** {@link admit}'s rules for the session's user already resolved. */
async function admitUser(endpoint: Pick<Endpoint, 'access' | 'allowedDuringSetup' | 'roles' | 'permission'>, session: AuthUser | null, db: Db): Promise<AuthUser | null> {
  let user = session;
  const step = user ? setupStep(user) : null;
  if (user && step && !endpoint.allowedDuringSetup) {
    if (endpoint.access !== 'public') throw await refuseDuringSetup(db, user, step);
    user = null;
  }
  if (endpoint.access === 'public') return user;
  if (!user) throw notLoggedIn();
  if (!permits(endpoint, user)) throw forbidden();
  return user;
}

/**
 * Whether a logged-in `user` is of the user type an endpoint's access names and holds one of its
 * department `roles` when it declares some (not asked of enterprises at an `entOrGov` endpoint) ({@link admit}'s rule, for handlers that decide on
 * another endpoint's rule: the workbench counts, the reveal of a ledger's numbers).
 */
export function permits(endpoint: Pick<Endpoint, 'access' | 'roles' | 'permission'>, user: AuthUser): boolean {
  if (endpoint.access !== 'public' && endpoint.access !== 'user' && !USER_KINDS[endpoint.access].includes(user.userKind)) return false;
  if (endpoint.access === 'entOrGov' && user.userKind === 2) return true;
  if (endpoint.permission !== undefined && !user.personRouters.includes(endpoint.permission)) return false;
  return !endpoint.roles || endpoint.roles.some((r) => user.roles.includes(r));
}

/** The user types (SPEC.md section 6) each typed access admits. */
const USER_KINDS: Record<Exclude<Endpoint['access'], 'public' | 'user'>, readonly number[]> = { gov: [1], ent: [2], third: [3], entOrGov: [1, 2] };

/**
 * Runs a logged write (`work`, given the transaction in place of the database) and writes its
 * operation record last in the same transaction (issue 44, docs/audit.md "One transaction"): the
 * change and its record commit together or not at all; a record that cannot be written fails the
 * call (its error passes: 5000) and changes nothing. A refusal (Fail, a 4xxx answer) commits what
 * the handler wrote before refusing, as it did outside a transaction (a wrong code's try counted),
 * with the record of the refusal; when the transaction takes no more statements (a refusal made of
 * a failed statement, e.g. a unique index's) it rolls back and the router records the refusal alone
 * once answered, as it does any other error. The work left for after the commit (`work`'s second
 * argument, db/afterCommit.ts) is done once the transaction has committed, before the answer.
 * @throws the handler's refusal or error, or the record's
 */
async function recordedWrite<T>(db: Db, call: OperationCall, log: FastifyBaseLogger, work: (tx: Db, afterCommit: (w: AfterCommitWork) => void) => Promise<T>): Promise<T> {
  const later = afterCommitQueue();
  let refusal: Fail | undefined;
  const result = await db.transaction(async (tx) => {
    try {
      const answer = await work(tx, later.add);
      await recordOperation(tx, call);
      return answer;
    } catch (e) {
      if (!(e instanceof Fail)) throw e;
      refusal = e;
      call.code = e.code;
      await recordOperation(tx, call).catch(() => {
        throw e;
      });
      return undefined;
    }
  });
  call.recorded = true;
  await later.run(db, log);
  if (refusal) throw refusal;
  return result as T;
}

/**
 * A router that mounts each endpoint on `api` (already prefixed with the API base) with:
 * access control before the body is read ({@link admit}: 2003 without a valid session, 4003 for
 * the wrong user type or a missing department role), the input checked against the rules every
 * endpoint shares (`sharedInputProblem` of @portal/api: no control characters, bounded nesting)
 * and then parsed by its zod schema from path, query and body together (4001 naming the field on failure), the
 * output parsed by its schema (unknown fields never leave), and the `{code,msg,data}` envelope.
 * An endpoint with a `rateLimit` gets its own @fastify/rate-limit counter per client address
 * (registered in app.ts; over the limit: 4029 before the handler runs).
 * A stable answer (http/stableAnswers.ts) is parsed and serialised once per endpoint; later
 * requests answered with the same object get the same JSON text. An endpoint registered with
 * `cache` is answered from the data-version cache (http/answerCache.ts) when its key (endpoint,
 * caller kind, canonical input, versions of the tables named) was answered before (a `visitorsOnly` one for
 * callers not logged in; a logged-in caller's answer is made afresh): with an ETag
 * (304 to a matching If-None-Match on GET), `Cache-Control: no-cache` (private for a logged-in
 * caller) and, above 1 KiB, a brotli or gzip body compressed once. ANSWER_CACHE=off turns it off.
 * Every POST of a logged-in caller, refused or failed ones too, is recorded in the operation log
 * (modules/center/operationLog.ts), unless its endpoint is marked `operationLog: false`, with the
 * changed fields of the rows of its `record` table before and after: a call whose handler runs is
 * recorded in the transaction of its writes ({@link recordedWrite}: both commit or neither), the
 * rows it names read and locked in it before the handler and read again after; a call refused
 * before its handler, an export, a route marked `outside`, or a call whose transaction rolled back
 * is recorded alone once its answer is decided (a failure to write that record is logged, never
 * answered).
 * `deps.table` names the endpoints the router serves (the contract's `endpointTable`, which the
 * generated authorization and fuzzing checks and the operation log go through): a handler for any
 * other endpoint throws at start, so a name given twice in libs/api/src/endpoints/table.ts (the
 * later hiding the earlier) cannot leave a registered endpoint unchecked.
 */
export function createRouter(api: FastifyInstance, deps: { db: Db; config: Config; sms: SmsGateway; table: Readonly<Record<string, Endpoint>> }): Router {
  if (!api.hasRequestDecorator(ADMISSION)) api.decorateRequest(ADMISSION, null);
  const inTable = new Set<Endpoint>(Object.values(deps.table));
  const handlers = new Map<Endpoint, Handler<Endpoint>>();
  const answers = new AnswerCache();
  const cachedTables = new Set<string>();
  return {
    cachedTables: () => [...cachedTables],
    async invoke(endpoint, input, ctx) {
      const handler = handlers.get(endpoint);
      if (!handler) throw new Error(`no handler for ${endpoint.path}`);
      if (!permits(endpoint, ctx.user)) throw forbidden();
      return (await handler(endpoint.input.parse(input), ctx)) as never;
    },
    handle(endpoint, handler, options) {
      if (!inTable.has(endpoint)) throw new Error(`${endpoint.method} ${endpoint.path} is not in the router's table (a name given twice in libs/api/src/endpoints/table.ts?)`);
      if (options?.outside && options.record) throw new Error(`${endpoint.method} ${endpoint.path}: a route marked outside names no record (its rows are not read in a transaction)`);
      handlers.set(endpoint, handler as unknown as Handler<Endpoint>);
      const cache = deps.config.answerCache && endpoint.body !== 'export' ? options?.cache : undefined;
      for (const t of cache?.tables ?? []) if (typeof t !== 'string') cachedTables.add(getTableName(t));
      const { params, rest } = splitInput(endpoint.input, endpoint.path);
      /** JSON envelopes of stable answers already checked against this endpoint's output schema */
      const sent = new WeakMap<object, string>();
      /**
       * The `{code,msg,data}` JSON of a handler's result checked against the output schema (unknown
       * fields dropped); a stable answer's is made once.
       * @throws Fail 5000 when the result does not match the contract (logged)
       */
      const envelopeOf = (result: unknown, req: FastifyRequest): string => {
        const known = isStable(result) ? sent.get(result) : undefined;
        if (known !== undefined) return known;
        const out = endpoint.output.safeParse(result);
        if (!out.success) {
          req.log.error({ issues: out.error.issues, path: endpoint.path }, 'response does not match the contract');
          throw new Fail(CODE.serverError, '服务器内部错误');
        }
        const json = JSON.stringify({ code: CODE.ok, msg: '操作成功', data: out.data ?? null });
        if (isStable(result)) sent.set(result, json);
        return json;
      };
      /** the versions of the cache's tables as a key part, made once per read of the versions (kept while nothing is written) */
      let lastVersions: Versions | null = null;
      let lastVersionsPart = '';
      const versionsPart = (versions: Versions): string => {
        if (versions !== lastVersions) [lastVersions, lastVersionsPart] = [versions, versionKey(versions, cache!.tables)];
        return lastVersionsPart;
      };
      /**
       * The canonical JSON of a request's parsed input (its answer's key part). A GET's input is its path and query
       * alone (no body is read), parsed the same way every time: its canonical JSON is kept by URL, at most
       * {@link MAX_INPUTS_KEPT} of them (then forgotten all at once).
       */
      const inputsByUrl = new Map<string, string>();
      const canonicalInput = (req: FastifyRequest, data: unknown): string => {
        if (endpoint.method !== 'GET') return canonicalJson(data);
        let known = inputsByUrl.get(req.url);
        if (known === undefined) {
          if (inputsByUrl.size >= MAX_INPUTS_KEPT) inputsByUrl.clear();
          inputsByUrl.set(req.url, (known = canonicalJson(data)));
        }
        return known;
      };
      /** the operation log's record of a write by a logged-in caller (modules/center/operationLog.ts), filled as the request goes */
      const writes = endpoint.method === 'POST' && endpoint.operationLog !== false ? new WeakMap<FastifyRequest, OperationCall>() : null;
      // the request's parts for the OpenAPI document, which adds the rest from the contract (http/apiDocs.ts)
      const schema = {
        ...(params ? { params } : {}),
        ...(endpoint.method === 'GET' ? { querystring: rest } : { body: rest }),
      };
      api.route({
        method: endpoint.method,
        url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
        schema,
        ...(endpoint.rateLimit ? { config: { rateLimit: { max: endpoint.rateLimit.max, timeWindow: endpoint.rateLimit.windowMs } } } : {}),
        // before the body is read: a refused caller gets 2003/4003 whatever it sends, and no upload is read
        onRequest: (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
          const versions = cache ? tableVersions(deps.db) : undefined;
          // awaited by the handler; a request refused before it does not leave the failure unheard
          versions?.catch(() => undefined);
          const admission: Admission = { user: null, versions };
          (req as AdmittedRequest)[ADMISSION] = admission;
          const token = req.headers['token'];
          // a visitor (no token) of a public endpoint is admitted as it is, at once: no session to look up, no promise to settle
          if (!token && endpoint.access === 'public') return done();
          const admitted = async () => {
            const session = await sessionUser(token, deps, versions);
            if (writes && session) writes.set(req, { user: session, endpoint, path: (req.url.split('?')[0] ?? '').slice(deps.config.apiBase.length), code: CODE.ok });
            admission.user = await admitUser(endpoint, session, deps.db);
          };
          admitted().then(() => done(), done);
        },
        // the write's record: its result code from the error the error handler answers (app.ts); written here when not in the call's transaction
        ...(writes && {
          onError: async (req: FastifyRequest, _reply: FastifyReply, error: Error) => {
            const call = writes.get(req);
            if (call) call.code = failureOf(error).code;
          },
          onSend: async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
            const call = writes.get(req);
            // a call refused before its handler, an export, an `outside` route, or a write rolled back by an error: its record alone
            if (call && !call.recorded) await recordOperation(deps.db, call).catch((err: unknown) => req.log.error({ err, path: endpoint.path }, 'operation log not written'));
            return payload;
          },
        }),
        handler: async (req: FastifyRequest, reply: FastifyReply) => {
          const { user, versions } = (req as AdmittedRequest)[ADMISSION] ?? { user: null, versions: undefined };
          const body = typeof req.body === 'object' && req.body !== null ? (req.body as object) : {};
          const raw = {
            ...(req.query as object),
            ...(req.isMultipart() ? multipartValues(body as MultipartBody) : body),
            ...(req.params as object),
          };
          const call = writes?.get(req);
          if (call) call.input = raw;
          const problem = sharedInputProblem(raw);
          if (problem) throw new Fail(CODE.invalidInput, problem);
          const parsed = endpoint.input.safeParse(raw);
          if (!parsed.success) throw new Fail(CODE.invalidInput, describeIssue(parsed.error));
          // admit (onRequest) answered a user for every access but 'public', so the handler's UserOf<E> holds; made only when the
          // handler runs: a cached answer needs none (reading the caller's address and copying deps took a tenth of a hit's time)
          const context = () => ({ ...deps, user, ip: req.ip, protocol: req.protocol, log: req.log }) as RequestContext<UserOf<typeof endpoint>>;
          if (cache && !(cache.visitorsOnly && user)) {
            // the versions were read after the request arrived (onRequest, which reads them for every cached endpoint): every write committed before it is seen
            const period = cache.everyMs ? `|${Math.floor(Date.now() / cache.everyMs)}` : '';
            const key = `${endpoint.method} ${endpoint.path}|${user?.userKind ?? 0}|${canonicalInput(req, parsed.data)}|${versionsPart(await versions!)}${period}`;
            const found = answers.get(key, async () => envelopeOf(await handler(parsed.data as never, context()), req));
            const answer = found instanceof Promise ? await found : found;
            reply.header('cache-control', endpoint.access === 'public' && !user ? 'no-cache' : 'private, no-cache').header('vary', 'accept-encoding, token');
            return sendKept(req, reply, answer, JSON_TYPE);
          }
          const record = options?.record;
          let result: unknown;
          try {
            result =
              call && endpoint.body !== 'export' && !options?.outside
                ? await recordedWrite(deps.db, call, req.log, async (tx, afterCommit) => {
                    // the rows the call names, locked until the change and its record commit: a concurrent write of them waits
                    const ids = record ? recordIdsOf(parsed.data) : [];
                    const before = record ? await readRecords(tx, record, ids, true) : undefined;
                    const answer = await handler(parsed.data as never, { ...context(), db: tx, afterCommit });
                    call.result = answer;
                    if (record && before) call.records = recordChanges(record, before, await readRecords(tx, record, ids.length ? ids : recordIdsOf(answer)));
                    return answer;
                  })
                : await handler(parsed.data as never, context());
          } finally {
            // this server's write is seen by its next request at once, before the notification of it arrives (answerCache.ts)
            if (endpoint.method === 'POST') versionsChanged(deps.db);
          }
          if (call) call.result = result;
          if (endpoint.body === 'export') {
            const file = result as ExportFile;
            return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.filename)).send(file.body);
          }
          return reply.type(JSON_TYPE).send(envelopeOf(result, req));
        },
      });
    },
  };
}

