import type { AreaAuditKind, QrState } from '@portal/api';

/** The external system refused a call or could not be reached; `message` is shown to staff (Chinese). */
export class AllowanceSystemError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AllowanceSystemError';
  }
}

/** One approved record as it is pushed to the external system. */
export interface PushedRecord {
  kind: AreaAuditKind;
  id: number;
  /** identity number (person) or unified social credit code (company) */
  code: string;
  name: string;
  subsidyItem: string;
  year: number;
  /** 元 */
  amount: number;
}

/**
 * The external allowance system (the city's subsidy platform) as the area audit uses it
 * (SPEC.md section 7: QR refresh, login status, /allowance/pushData/*). The portal logs in on
 * behalf of a staff member with the account they bound: a QR code is shown, the staff member
 * scans and confirms it in the system's app, then the portal pushes the login information and
 * gets a session, within which approved records are pushed.
 * Every method throws {@link AllowanceSystemError} when the system refuses or is unreachable.
 */
export interface AllowanceSystem {
  /** a new login QR code for `accountNum`: its id, the text to draw, and when it expires */
  createQr(accountNum: string, now: Date): Promise<{ qrId: string; content: string; expiresAt: Date }>;
  /** where the QR login stands; an unknown id is 'expired' */
  qrStatus(qrId: string, now: Date): Promise<QrState>;
  /** sends the login information after the QR was confirmed; answers when the session ends */
  pushLoginInfo(info: { qrId: string; accountNum: string; password: string }, now: Date): Promise<{ sessionExpiresAt: Date }>;
  /** sends approved records within a session of `accountNum`; answers per record whether it was taken */
  pushAuditResults(accountNum: string, records: PushedRecord[], now: Date): Promise<{ id: number; ok: boolean; message: string }[]>;
}

/** How long a QR code and a session of the simulated system last. */
export const QR_TTL_MS = 120_000;
export const SESSION_TTL_MS = 2 * 3_600_000;

/** What the simulated system received, for tests and for the demo (the password as it arrived). */
export type SimulatedPush = { kind: 'loginInfo'; accountNum: string; password: string; qrId: string } | { kind: 'auditResults'; accountNum: string; records: PushedRecord[] };

/** The simulated system: an {@link AllowanceSystem} plus what it received and a switch to make it fail. */
export interface SimulatedAllowanceSystem extends AllowanceSystem {
  /** every push it received, oldest first */
  readonly pushed: SimulatedPush[];
  /** from now on every call fails with `message` (null: works again) */
  failWith(message: string | null): void;
}

/**
 * The default adapter: an in-process, deterministic stand-in for the external allowance system
 * (docs/area-audit.md). QR ids are 'qr-1', 'qr-2', ...; each poll of a QR code moves it one step,
 * waiting -> scanned -> confirmed (as if the staff member scanned and then confirmed on the
 * second and third poll); a code not confirmed within {@link QR_TTL_MS} expires. It accepts the
 * login information of a confirmed code of the same account, gives a session of
 * {@link SESSION_TTL_MS}, takes every record pushed within a session, and records every push.
 */
export function simulatedAllowanceSystem(): SimulatedAllowanceSystem {
  const qrs = new Map<string, { accountNum: string; expiresAt: Date; polls: number; used: boolean }>();
  const sessions = new Map<string, Date>();
  const pushed: SimulatedPush[] = [];
  let failure: string | null = null;
  let serial = 0;
  const up = () => {
    if (failure !== null) throw new AllowanceSystemError(failure);
  };
  const stateOf = (q: { expiresAt: Date; polls: number }, now: Date): QrState => {
    if (q.polls >= 3) return 'confirmed';
    if (now.getTime() > q.expiresAt.getTime()) return 'expired';
    return q.polls === 2 ? 'scanned' : 'waiting';
  };
  return {
    pushed,
    failWith(message) {
      failure = message;
    },
    async createQr(accountNum, now) {
      up();
      const qrId = `qr-${++serial}`;
      const expiresAt = new Date(now.getTime() + QR_TTL_MS);
      qrs.set(qrId, { accountNum, expiresAt, polls: 0, used: false });
      return { qrId, content: `allowance-login:${qrId}`, expiresAt };
    },
    async qrStatus(qrId, now) {
      up();
      const q = qrs.get(qrId);
      if (!q) return 'expired';
      if (stateOf(q, now) !== 'expired') q.polls++;
      return stateOf(q, now);
    },
    async pushLoginInfo({ qrId, accountNum, password }, now) {
      up();
      const q = qrs.get(qrId);
      if (!q || q.accountNum !== accountNum) throw new AllowanceSystemError('二维码不属于该账号，请刷新二维码');
      if (q.used) throw new AllowanceSystemError('二维码已使用，请刷新二维码');
      if (stateOf(q, now) !== 'confirmed') throw new AllowanceSystemError('请先在补贴系统App中扫码并确认登录');
      q.used = true;
      pushed.push({ kind: 'loginInfo', accountNum, password, qrId });
      const sessionExpiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      sessions.set(accountNum, sessionExpiresAt);
      return { sessionExpiresAt };
    },
    async pushAuditResults(accountNum, records, now) {
      up();
      const until = sessions.get(accountNum);
      if (!until || until.getTime() <= now.getTime()) throw new AllowanceSystemError('补贴系统会话已过期，请重新扫码登录');
      pushed.push({ kind: 'auditResults', accountNum, records });
      return records.map((r) => ({ id: r.id, ok: true, message: '已接收' }));
    },
  };
}
