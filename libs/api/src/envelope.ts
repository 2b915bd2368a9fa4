import { z } from 'zod';

/**
 * Envelope codes of DESIGN.md section 3 and SPEC.md section 8. Every JSON answer is
 * `{ code, msg, data }` with HTTP status 200.
 */
export const CODE = {
  /** success */
  ok: 2000,
  /** success with a message to show */
  okWithMessage: 2001,
  /** not logged in or session expired: the client clears the stored user and shows '请先登录' */
  notLoggedIn: 2003,
  /** handled silently by the client: no data */
  silentNoData: 4000,
  /** invalid input; msg names the field and why */
  invalidInput: 4001,
  forbidden: 4003,
  notFound: 4004,
  /** conflict: illegal status transition or stale edit */
  conflict: 4009,
  tooManyRequests: 4029,
  serverError: 5000,
  /** handled silently by the client: feature closed */
  featureClosed: 6000,
} as const;

export type EnvelopeCode = (typeof CODE)[keyof typeof CODE];

/** Codes the client treats as success (2000, 2001) or as silent (4000, 6000), SPEC.md section 8. */
export const SUCCESS_CODES: readonly number[] = [CODE.ok, CODE.okWithMessage];
export const SILENT_CODES: readonly number[] = [CODE.silentNoData, CODE.featureClosed];

/** The wire envelope. `data` is the endpoint's output on success and null on errors. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** zod schema of an envelope around `data`, used for OpenAPI. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });
