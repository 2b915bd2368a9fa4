import type { z } from 'zod';

/**
 * How a call's input travels (SPEC.md section 7, DESIGN.md section 3):
 * - query: GET with query parameters
 * - json: POST with a JSON body
 * - form: POST with an application/x-www-form-urlencoded body
 * - multipart: POST with multipart/form-data (files as File/Blob values)
 * - export: GET with query parameters answered by a file (Content-Disposition filename)
 * Path parameters (`{id}` in the path) are taken out of the input in every kind.
 */
export type BodyKind = 'query' | 'json' | 'form' | 'multipart' | 'export';

/**
 * Who may call: anyone, any logged-in user, or only users of type 1 (government staff),
 * 2 (enterprise) or 3 (individuals and schools), SPEC.md section 6; `entOrGov`: enterprises and
 * government staff (holding one of `roles` when declared), e.g. the reading of a register that
 * enterprises fill and departments oversee (issue 14). The server enforces it on every route.
 */
export type Access = 'public' | 'user' | 'gov' | 'ent' | 'third' | 'entOrGov';

/** One call of SPEC.md section 7; `A` keeps the declared access, so the server can type the caller from it. */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, B extends BodyKind = BodyKind, A extends Access = Access> {
  method: 'GET' | 'POST';
  /** exactly as SPEC.md section 7 gives it, below the API base; `{name}` marks a path parameter */
  path: string;
  body: B;
  access: A;
  /** one line for the OpenAPI page, in Chinese */
  summary: string;
  /** more for the OpenAPI document (Chinese, Markdown): what a caller should know beyond the summary; the access and the codes are added from the declaration (apps/server/src/http/apiDocs.ts) */
  description?: string;
  /** OpenAPI tag (the server module) */
  tag: string;
  /** all parameters: path, query and body fields in one object */
  input: I;
  /** the envelope's `data` on success; for exports, unused (the answer is a file) */
  output: O;
  /**
   * Callable by a session that still has a step to finish before anything else (SPEC.md section 6
   * and issue 3): a government user binding a phone, a staff-created account setting its first
   * password, an enterprise waiting for settle-in approval. Other calls of such a session are
   * refused (for public calls the session is ignored).
   */
  allowedDuringSetup?: boolean;
  /**
   * For `gov` and `entOrGov` endpoints: the department roles (the user's userType list, SPEC.md
   * section 3) of which a staff member must hold one; others get 4003 before anything is read.
   * Absent: any government user. Enterprises are never asked for roles.
   */
  roles?: readonly string[];
  /**
   * For `gov` endpoints: a person router (SPEC.md section 3, personRouters) the staff member must
   * hold, e.g. 'admin' for the centre administration of issue 18; others get 4003.
   */
  permission?: string;
  /**
   * At most `max` calls per `windowMs` milliseconds from one client address (the server's
   * request.ip) to this endpoint; more are answered 4029 saying how long to wait (issue 11, e.g.
   * /common/validPhone). Enforced by the server's router with @fastify/rate-limit.
   */
  rateLimit?: { max: number; windowMs: number };
  /**
   * false: the call is not recorded in the operation log (issue 18, docs/administration.md), for a
   * POST that changes no record (a list, a count, a check, a reveal the personal-data access log
   * records) or a login (the login log records those). Absent: a POST of a logged-in caller is
   * recorded, whatever its result; a GET never is.
   */
  operationLog?: false;
}

/** Declares an endpoint; the identity function, kept for inference of the schema types. */
export function defineEndpoint<I extends z.ZodType, O extends z.ZodType, B extends BodyKind, A extends Access>(e: Endpoint<I, O, B, A>): Endpoint<I, O, B, A> {
  return e;
}

/** Names of the path parameters of a path, e.g. '/api/notice/{id}' gives ['id']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

export type InputOf<E extends Endpoint> = z.input<E['input']>;
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
export type OutputOf<E extends Endpoint> = z.output<E['output']>;
