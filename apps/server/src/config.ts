import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMS_KIND_KEYS, SMS_PROVIDERS, type SmsKind, type SmsProvider } from '@portal/api';

/** The repository root: three levels above this file (apps/server/src), or above the built server (apps/server/dist, build.mjs). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Server settings, read from the environment once (README lists every variable). */
export interface Config {
  port: number;
  host: string;
  /** mount point of every API path, default '/prod-api' */
  apiBase: string;
  /** PGlite data directory, default `<repo>/.data` */
  dataDir: string;
  /** uploaded files, default `<dataDir>/files` */
  storageDir: string;
  /** archives of the audit logs' old rows (AUDIT_ARCHIVE_DIR, default `<dataDir>/audit-archive`; modules/center/auditArchive.ts), part of every backup */
  auditArchiveDir: string;
  /**
   * how many days an audit log's rows stay in the database before they are archived (AUDIT_RETENTION_DAYS,
   * default 365, at least 180: the Cybersecurity Law art. 21 asks for network logs kept at least six months)
   */
  auditRetentionDays: number;
  /** a PostgreSQL server instead of PGlite when set */
  databaseUrl: string | undefined;
  /** false when AUTH_CAPTCHA=off (tests and demos only) */
  captchaEnabled: boolean;
  /** session idle timeout in ms (SESSION_IDLE_MINUTES, default 120) */
  sessionIdleMs: number;
  /** absolute session lifetime in ms (SESSION_MAX_HOURS, default 12) */
  sessionMaxMs: number;
  /** built front ends */
  portalDist: string;
  bigscreenDist: string;
  logLevel: string;
  /** addresses of trusted reverse proxies (TRUST_PROXY, e.g. '127.0.0.1'); none by default, so X-Forwarded-For cannot fake a client IP */
  trustProxy: string | false;
  /** NODE_ENV === 'production': verification codes are never logged */
  production: boolean;
  /**
   * whether a new, empty database receives the demo district (issue 42, docs/going-live.md): always
   * outside production; in production only with DEMO=on (a staging site; the server warns at every
   * start). Otherwise an empty production database gets only what every district shares and waits
   * for /setup.
   */
  demo: boolean;
  /**
   * whether answers declared cacheable are kept by data version (http/answerCache.ts); ANSWER_CACHE=off
   * turns it off (the bench measures both in one run)
   */
  answerCache: boolean;
  /** how long an SMS verification code is valid, in ms (SMS_CODE_TTL_SECONDS, default 300) */
  smsCodeTtlMs: number;
  /** outside production, also append every SMS as a JSON line to this file (SMS_DEV_FILE; for demos and the e2e suite) */
  smsDevFile: string | undefined;
  /**
   * key of the external allowance system passwords (ALLOWANCE_SECRET_KEY: 64 hex characters, AES-256);
   * when unset, `<dataDir>/allowance-secret.key` is used, generated on first need (modules/allowance/secret.ts)
   */
  allowanceSecretKey: string | undefined;
  /**
   * the origin users reach the portal at (PUBLIC_ORIGIN, e.g. 'https://rc.example.gov.cn'), used in
   * links the server makes (the job QR code); default `http://localhost:{port}`
   */
  publicOrigin: string;
  /**
   * who may read the OpenAPI page at `{apiBase}/docs` (API_DOCS): 'public' outside production or with
   * API_DOCS=on, otherwise 'staff' (a staff session token in the `token` header)
   */
  apiDocs: 'public' | 'staff';
  /** the bearer token that opens `/metrics` (METRICS_TOKEN); unset: metrics are not served (http/operations.ts) */
  metricsToken: string | undefined;
  /**
   * the hours in which no campaign SMS leaves (SMS_QUIET_HOURS, 'HH:mm-HH:mm' in Asia/Shanghai time,
   * default '21:00-08:00'; 'off' for none): minutes after midnight, `from` > `to` spanning midnight
   */
  smsQuietHours: { from: number; to: number } | null;
  /** campaign messages sent per second at most (SMS_RATE_PER_SECOND, default 20) */
  smsRatePerSecond: number;
  /** the SMS gateway (docs/sms.md); its keys come only from the environment and are never logged */
  sms: {
    /** SMS_PROVIDER: 'aliyun', 'tencent' or 'log' (the development transport; the default) */
    provider: SmsProvider;
    /** SMS_SIGN_NAME: the signature registered with the provider, without 【】; '人才就业服务平台' for the development transport when unset */
    signName: string;
    /** SMS_ACCESS_KEY_ID and SMS_ACCESS_KEY_SECRET: Alibaba's AccessKey, Tencent's SecretId and SecretKey */
    accessKeyId: string;
    accessKeySecret: string;
    /** SMS_REGION: Alibaba's region (default cn-hangzhou), Tencent's (default ap-guangzhou) */
    region: string;
    /** SMS_SDK_APP_ID: Tencent's SmsSdkAppId */
    sdkAppId: string;
    /** SMS_ENDPOINT: send to this address instead of the provider's (a local gateway in tests, or an egress proxy); '' for the provider's */
    endpoint: string;
    /** SMS_TIMEOUT_SECONDS (default 5): how long to wait for the gateway's answer before the outcome counts as unknown */
    timeoutMs: number;
    /** SMS_PARAM_MAX_LENGTH: characters a template parameter may hold (Alibaba 35 by default; Tencent 0, no limit for enterprise accounts) */
    paramMaxLength: number;
    /**
     * SMS_TEMPLATE_CODES ('code=SMS_123,accountOpened=SMS_456'): template codes used for the kinds not
     * yet set at 系统管理 › 短信网关, so that /setup can text the first administrator's code
     */
    templateCodes: Partial<Record<SmsKind, string>>;
  };
}

/**
 * Reads the SMS_* gateway settings of {@link Config.sms}.
 * @throws Error on an unknown SMS_PROVIDER, so a misconfigured server does not start
 */
function smsOf(env: NodeJS.ProcessEnv): Config['sms'] {
  const provider = (env.SMS_PROVIDER || 'log') as SmsProvider;
  if (!(SMS_PROVIDERS as readonly string[]).includes(provider)) throw new Error(`SMS_PROVIDER 应为 ${SMS_PROVIDERS.join('、')} 之一：${provider}`);
  return {
    provider,
    signName: (env.SMS_SIGN_NAME ?? '').replace(/[【】]/g, '').trim() || (provider === 'log' ? '人才就业服务平台' : ''),
    accessKeyId: env.SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.SMS_ACCESS_KEY_SECRET ?? '',
    region: env.SMS_REGION ?? '',
    sdkAppId: env.SMS_SDK_APP_ID ?? '',
    endpoint: env.SMS_ENDPOINT ?? '',
    timeoutMs: Math.max(0.2, Number(env.SMS_TIMEOUT_SECONDS ?? 5) || 5) * 1000,
    paramMaxLength: Math.max(0, Number(env.SMS_PARAM_MAX_LENGTH ?? (provider === 'aliyun' ? 35 : 0)) || 0),
    templateCodes: templateCodesOf(env.SMS_TEMPLATE_CODES ?? ''),
  };
}

/**
 * Reads SMS_TEMPLATE_CODES: `kind=code` pairs separated by commas (SMS_KINDS of @portal/api).
 * @throws Error on an unknown kind or a malformed pair, so a misconfigured server does not start
 */
function templateCodesOf(value: string): Config['sms']['templateCodes'] {
  const codes: Config['sms']['templateCodes'] = {};
  for (const pair of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([A-Za-z]+)=([A-Za-z0-9_-]{1,40})$/.exec(pair);
    if (!m || !(SMS_KIND_KEYS as readonly string[]).includes(m[1]!)) throw new Error(`SMS_TEMPLATE_CODES 应为“类别=模板编号”，以逗号分隔，类别为 ${SMS_KIND_KEYS.join('、')}：${pair}`);
    codes[m[1] as SmsKind] = m[2]!;
  }
  return codes;
}

/**
 * Reads SMS_QUIET_HOURS ('21:00-08:00', or 'off').
 * @throws Error on another form, so a misconfigured server does not start
 */
function quietHoursOf(value: string): Config['smsQuietHours'] {
  if (value === 'off') return null;
  const m = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(value);
  const minutes = m ? [Number(m[1]) * 60 + Number(m[2]), Number(m[3]) * 60 + Number(m[4])] : [];
  if (!m || minutes.some((x) => x >= 24 * 60) || Number(m[2]) > 59 || Number(m[4]) > 59) throw new Error(`SMS_QUIET_HOURS 应为 HH:mm-HH:mm 或 off：${value}`);
  return { from: minutes[0]!, to: minutes[1]! };
}

/**
 * The origin (scheme, host, port) of a PUBLIC_ORIGIN value.
 * @throws Error when it is not an http(s) URL, so a misconfigured server does not start
 */
function publicOriginOf(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`PUBLIC_ORIGIN 应为 http(s) 网址：${value}`);
  return url.origin;
}

/** The shortest retention of the audit logs in the database, in days: six months (the Cybersecurity Law, art. 21) and a margin. */
export const MIN_AUDIT_RETENTION_DAYS = 180;

/**
 * Reads AUDIT_RETENTION_DAYS: whole days, at least {@link MIN_AUDIT_RETENTION_DAYS}.
 * @throws Error on another value, so a misconfigured server does not start
 */
function retentionDaysOf(value: string): number {
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < MIN_AUDIT_RETENTION_DAYS) throw new Error(`AUDIT_RETENTION_DAYS 应为不少于${MIN_AUDIT_RETENTION_DAYS}的整数（天数；网络日志至少保存六个月）：${value}`);
  return days;
}

/** Reads {@link Config} from `env`; relative paths are taken from the repository root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  const dataDir = fromRoot(env.DATA_DIR ?? '.data');
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    apiBase: (env.API_BASE ?? '/prod-api').replace(/\/$/, ''),
    dataDir,
    storageDir: env.STORAGE_DIR ? fromRoot(env.STORAGE_DIR) : path.join(dataDir, 'files'),
    auditArchiveDir: env.AUDIT_ARCHIVE_DIR ? fromRoot(env.AUDIT_ARCHIVE_DIR) : path.join(dataDir, 'audit-archive'),
    auditRetentionDays: retentionDaysOf(env.AUDIT_RETENTION_DAYS ?? '365'),
    databaseUrl: env.DATABASE_URL || undefined,
    captchaEnabled: env.AUTH_CAPTCHA !== 'off',
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 120) * 60_000,
    sessionMaxMs: Number(env.SESSION_MAX_HOURS ?? 12) * 3_600_000,
    portalDist: fromRoot('apps/portal/dist'),
    bigscreenDist: fromRoot('apps/bigscreen/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY || false,
    production,
    demo: !production || env.DEMO === 'on',
    answerCache: env.ANSWER_CACHE !== 'off',
    smsCodeTtlMs: Number(env.SMS_CODE_TTL_SECONDS ?? 300) * 1000,
    smsDevFile: env.SMS_DEV_FILE ? fromRoot(env.SMS_DEV_FILE) : undefined,
    allowanceSecretKey: env.ALLOWANCE_SECRET_KEY || undefined,
    publicOrigin: env.PUBLIC_ORIGIN ? publicOriginOf(env.PUBLIC_ORIGIN) : `http://localhost:${port}`,
    apiDocs: production && env.API_DOCS !== 'on' ? 'staff' : 'public',
    metricsToken: env.METRICS_TOKEN || undefined,
    smsQuietHours: quietHoursOf(env.SMS_QUIET_HOURS ?? '21:00-08:00'),
    smsRatePerSecond: Math.max(1, Number(env.SMS_RATE_PER_SECOND ?? 20) || 20),
    sms: smsOf(env),
  };
}
