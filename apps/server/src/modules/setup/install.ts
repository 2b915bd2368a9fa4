import fs from 'node:fs';
import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { chainCheck, chainStates } from '../center/auditChain';
import { READINESS_CHECKS, SMS_KINDS, SMS_KIND_KEYS, SMS_PROVIDER_LABELS, type ReadinessCheck, type ReadinessItem } from '@portal/api';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { notificationsOf } from '../../db/notifications';
import { DEMO_PASSWORD } from '../../seed/credentials';
import { verifyPassword } from '../account/password';
import { appUser } from '../account/tables';
import { street } from '../enterprise/tables';
import { sysConfig } from '../system/tables';
import { activeAdministrators } from '../center/staff';
import { readDistrictProfile } from './district';
import { gatewayProblem, smsTemplates } from '../sms/outbox';

/**
 * The sys_config key the demo seed sets (seed/demo.ts): this database holds the fictional demo
 * district. A production install never has it.
 */
export const DEMO_MARKER_KEY = 'install.demo';

/** The command that takes the demo password from every account (cli/accounts-lock-demo.ts). */
export const LOCK_DEMO_COMMAND = 'npm run accounts:lock-demo';

/**
 * The accounts that accept the published demo password (seed/credentials.ts), by username. Only
 * accounts whose password was never set through the new-password gate can (the gate refuses it,
 * account/password.ts hashNewPassword): those with no `passwordChangedAt`. Their hashes are
 * checked once each (the demo seed gives all its accounts one hash), about 50 ms a hash. Staff
 * accounts first (user kind, then name), as the ones an attacker would try first.
 */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db.select({ username: appUser.username, hash: appUser.passwordHash }).from(appUser).where(isNull(appUser.passwordChangedAt)).orderBy(appUser.userKind, appUser.username);
  const byHash = new Map<string, string[]>();
  for (const r of rows) byHash.set(r.hash, [...(byHash.get(r.hash) ?? []), r.username]);
  const found: string[] = [];
  for (const [hash, usernames] of byHash) if (await verifyPassword(DEMO_PASSWORD, hash)) found.push(...usernames);
  return found;
}

/** Whether sys_config holds 'true' under `key`. */
async function flag(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, key));
  return row?.value === 'true';
}

/**
 * Why a production server must not start (issue 42; OWASP ASVS 4.0 V2.1, V2.5): accounts that
 * accept the demo password, or the login captcha turned off, each with the command or setting that
 * fixes it. Empty outside production, with DEMO=on (a staging site), or when nothing is wrong.
 */
export async function startRefusals(db: Db, config: Config): Promise<string[]> {
  if (!config.production || config.demo) return [];
  const reasons: string[] = [];
  if (!config.captchaEnabled) reasons.push('AUTH_CAPTCHA=off 关闭了登录图形验证码：生产环境请删除该设置');
  const accounts = await accountsWithDemoPassword(db);
  if (accounts.length > 0) {
    const shown = accounts.slice(0, 10).join('、') + (accounts.length > 10 ? ` 等 ${accounts.length} 个账号` : '');
    reasons.push(`账号 ${shown} 使用公开的演示密码：请运行 ${LOCK_DEMO_COMMAND} 使其失效（账号须经短信找回密码后再登录），或以 DEMO=on 运行演示站点`);
  }
  return reasons;
}

/** The newest backup in `$DATA_DIR/backups` (where `npm run db:backup` writes by default), or null. */
function newestBackup(dataDir: string): Date | null {
  const dir = path.join(dataDir, 'backups');
  if (!fs.existsSync(dir)) return null;
  const times = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.tar.gz'))
    .map((f) => fs.statSync(path.join(dir, f)).mtime);
  return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
}

/** What the readiness check reads of the request it answers: whether it arrived over HTTPS (X-Forwarded-Proto from a trusted proxy, TRUST_PROXY). */
export interface ReadinessRequest {
  protocol: string;
}

/**
 * What keeps text messages from reaching phones: the development transport, missing gateway settings
 * (modules/sms/outbox.ts gatewayProblem), and each kind of message without a usable template.
 */
async function smsProblems(db: Db, config: Config): Promise<string[]> {
  if (config.sms.provider === 'log') return ['SMS_PROVIDER 未设置为 aliyun 或 tencent：短信只记入发送记录，不会送达手机（开发用传输）'];
  const templates = await smsTemplates(db, config);
  return [gatewayProblem(config), ...SMS_KIND_KEYS.filter((kind) => templates[kind].problem).map((kind) => `${SMS_KINDS[kind].label}：${templates[kind].problem}`)].filter(Boolean);
}

/**
 * Whether this server hears the data-version notifications (issue 45, db/notifications.ts): on
 * PostgreSQL its listening connection must be up, or every request reads the versions (correct,
 * slower); PGlite is one process and always hears its own.
 */
function listeningCheck(db: Db): { ok: boolean; detail: string; fix: string } {
  const n = notificationsOf(db);
  const detail = !n
    ? '内嵌数据库（PGlite）：数据变更在本进程内通知'
    : n.listening
      ? '已监听 PostgreSQL 数据变更通知：另一台服务器的写入 1 秒内可见'
      : `监听连接未建立（启动以来断开 ${n.losses} 次）：每个请求读取数据版本，结果正确但较慢`;
  return { ok: !n || n.listening, detail, fix: '检查本服务器到 PostgreSQL 的连接（网络、max_connections）；服务器每 1 至 10 秒自动重连，见 docs/operations.md“多台服务器”' };
}

/**
 * 上线检查 (issue 42 "Readiness"): each check of READINESS_CHECKS for this server, its database and
 * the request asking, with what is missing and the fix.
 */
export async function readiness(db: Db, config: Config, deps: { request: ReadinessRequest; now?: Date }): Promise<ReadinessItem[]> {
  const now = deps.now ?? new Date();
  const [demo, demoAccounts, admins, [streets], demoGeometry, district, sms, chains] = await Promise.all([
    flag(db, DEMO_MARKER_KEY),
    accountsWithDemoPassword(db),
    activeAdministrators(db),
    db.select({ n: count() }).from(street),
    flag(db, 'district.demoGeometry'),
    readDistrictProfile(db),
    smsProblems(db, config),
    chainStates(db),
  ]);
  const streetCount = streets?.n ?? 0;
  const backup = newestBackup(config.dataDir);
  const origin = new URL(config.publicOrigin);
  const hours = (d: Date) => Math.floor((now.getTime() - d.getTime()) / 3_600_000);
  const checks: Record<ReadinessCheck, { ok: boolean; detail: string; fix: string }> = {
    demoData: { ok: !demo, detail: demo ? '数据库为演示数据（虚构的区、企业、账号与申请）' : '数据库中没有演示数据', fix: '在空数据库上以 NODE_ENV=production 启动（不设 DEMO=on），见 docs/going-live.md' },
    demoPasswords: {
      ok: demoAccounts.length === 0,
      detail: demoAccounts.length ? `${demoAccounts.length} 个账号使用公开的演示密码：${demoAccounts.slice(0, 5).join('、')}${demoAccounts.length > 5 ? ' 等' : ''}` : '没有账号使用演示密码',
      fix: `运行 ${LOCK_DEMO_COMMAND}`,
    },
    captcha: { ok: config.captchaEnabled, detail: config.captchaEnabled ? '登录须填写图形验证码' : 'AUTH_CAPTCHA=off：登录不要求图形验证码', fix: '删除 AUTH_CAPTCHA=off 设置后重启' },
    publicOrigin: {
      ok: origin.protocol === 'https:' && origin.hostname !== 'localhost',
      detail: `对外网址为 ${config.publicOrigin}`,
      fix: '设置 PUBLIC_ORIGIN=https://（本站域名）后重启',
    },
    metrics: { ok: config.metricsToken !== undefined, detail: config.metricsToken ? '监控指标在 /metrics 提供' : '未设置 METRICS_TOKEN：监控系统无法读取指标', fix: '设置 METRICS_TOKEN（随机长字符串）后重启，并配置到监控系统' },
    backup: {
      ok: backup !== null && now.getTime() - backup.getTime() < 24 * 3_600_000,
      detail: backup ? `最近一次备份在 ${hours(backup)} 小时前` : `${path.join(config.dataDir, 'backups')} 中没有备份`,
      fix: '每日运行 npm run db:backup（如 cron），见 docs/operations.md',
    },
    smsGateway: {
      ok: sms.length === 0,
      detail: sms.length ? sms.join('；') : `短信经${SMS_PROVIDER_LABELS[config.sms.provider]}发送，签名【${config.sms.signName}】，各类短信均已配置模板`,
      fix: '设置 SMS_PROVIDER 及密钥、签名等环境变量后重启，并在 系统管理 › 短信网关 填写各类短信的模板编号，见 docs/sms.md',
    },
    district: {
      ok: Boolean(district.name && district.code && district.bureau),
      detail: district.name ? `${district.name}（${district.code}），主办单位：${district.bureau}` : '尚未填写本区名称、行政区划代码与主办单位：页头、页脚与大屏只显示通用名称',
      fix: '在 系统管理 › 区情配置 › 本区信息 填写',
    },
    streets: {
      ok: streetCount > 0 && !demoGeometry,
      detail: streetCount === 0 ? '尚未导入街道' : demoGeometry ? '街道边界为演示用的生成图形' : `已导入 ${streetCount} 个街道的边界`,
      fix: '在 系统管理 › 区情配置 导入本区街道边界（GeoJSON，WGS 84 经纬度）',
    },
    administrators: { ok: admins >= 2, detail: `现有 ${admins} 名系统管理员`, fix: '在 系统管理 › 工作人员账号 为另一名工作人员授予管理员权限，以免唯一管理员无法登录时无人管理' },
    https: {
      ok: deps.request.protocol === 'https',
      detail: deps.request.protocol === 'https' ? '本次请求经 HTTPS 到达' : '本次请求经 HTTP 到达',
      fix: '在反向代理上启用 HTTPS 并转发 X-Forwarded-Proto，设置 TRUST_PROXY 为代理地址，见 docs/going-live.md',
    },
    dataVersions: listeningCheck(db),
    auditChain: chainCheck(chains, now),
  };
  return (Object.keys(READINESS_CHECKS) as ReadinessCheck[]).map((key) => ({ key, label: READINESS_CHECKS[key], ...checks[key], fix: checks[key].ok ? '' : checks[key].fix }));
}
