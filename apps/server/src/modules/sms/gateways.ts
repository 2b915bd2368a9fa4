import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import * as dysmsapi from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsKind, SmsOutboxScene, SmsProvider } from '@portal/api';
import type { Config } from '../../config';
import { shanghaiDay } from '../../http/time';

/** One message as a gateway sends it: a registered template and its parameters, to one mainland mobile number. */
export interface GatewayMessage {
  /** 11 digits, mainland China */
  phone: string;
  kind: SmsKind;
  scene: SmsOutboxScene;
  templateCode: string;
  /** the template's parameters in order of appearance (Tencent takes them by position, Alibaba by name) */
  values: { name: string; value: string }[];
  /** the text the recipient reads, signature included (what the development transport records) */
  text: string;
  /** our id of the message (the outbox row), sent along as Alibaba's OutId and Tencent's SessionContext so a lookup after a timeout finds it */
  outId: string;
}

/**
 * A gateway's answer to one message: `accepted` (with its id: Alibaba's BizId, Tencent's SerialNo),
 * `refused` (the number, template, signature or account was refused: never retried), `transient`
 * (throttled, the gateway busy or not reached before the message left: retried later), `unknown`
 * (the request left but no answer came: looked up before any retry, so it is never sent twice).
 * `detail` is the gateway's code and message.
 */
export type GatewayAnswer = { status: 'accepted'; bizId: string; detail: string } | { status: 'refused' | 'transient' | 'unknown'; detail: string };

/** A carrier's receipt of one message: delivered or not, with the code and when. */
export interface Receipt {
  outId: string;
  delivered: boolean;
  detail: string;
  at: Date;
}

/** A message accepted by the gateway that has no receipt yet. */
export interface SentMessage {
  outId: string;
  phone: string;
  bizId: string;
  sentAt: Date;
}

/**
 * How text messages leave the platform (DESIGN.md section 4, issue 40): one gateway per server,
 * chosen by SMS_PROVIDER (modules/sms/outbox.ts records every message and its answers).
 * `find` tells whether a message whose answer was lost reached the gateway (null: it cannot tell);
 * `receipts` brings the carriers' receipts of sent messages (those it has).
 */
export interface SmsGateway {
  readonly name: SmsProvider | (string & {});
  send(message: GatewayMessage, log: FastifyBaseLogger): Promise<GatewayAnswer>;
  find?(message: { outId: string; phone: string; since: Date }): Promise<{ bizId: string } | null>;
  receipts?(sent: SentMessage[]): Promise<Receipt[]>;
}

/** Codes of a transport error that mean the request never left (nothing can have been sent). */
const NOT_SENT = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/;

/**
 * The development transport (SMS_PROVIDER=log, the default outside production): nothing leaves;
 * outside production it logs a verification code and, with `devFile`, appends each message that
 * carries a code, a password or a campaign's link as a JSON line `{ phone, scene, code, text, at }`
 * (for demos and the e2e suite, which have no phone). Every message is `recorded` in the outbox.
 */
export function logGateway(opts: { production: boolean; devFile?: string | undefined }): SmsGateway {
  if (opts.devFile && !opts.production) fs.mkdirSync(path.dirname(opts.devFile), { recursive: true });
  return {
    name: 'log',
    async send(message, log) {
      const code = message.values.find((v) => v.name === 'code' || v.name === 'password')?.value ?? '';
      if (!opts.production && (code || message.kind === 'campaign')) {
        if (code) log.info({ phone: message.phone, scene: message.scene, code }, 'SMS verification code (development only)');
        if (opts.devFile) {
          const line = JSON.stringify({ phone: message.phone, scene: message.scene, code, text: message.text, at: new Date().toISOString() });
          await fs.promises.appendFile(opts.devFile, `${line}\n`);
        }
      }
      return { status: 'accepted', bizId: '', detail: '开发用传输：已记录，未发出' };
    },
  };
}

/** An agent that connects to `endpoint` (SMS_ENDPOINT: a local gateway for tests, or a forwarding proxy) whatever host a request names. */
function redirectAgent(endpoint: URL): http.Agent {
  const Agent = endpoint.protocol === 'https:' ? https.Agent : http.Agent;
  return new Agent({
    keepAlive: true,
    lookup: (_host, options, done) => {
      if ((options as { all?: boolean }).all) (done as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: endpoint.hostname, family: 4 }]);
      else done(null, endpoint.hostname, 4);
    },
  });
}

/** The exported class of a CommonJS module with `exports.default` (Alibaba's SDK), under either module interop. */
function cjsDefault<T>(mod: { default: T }): T {
  const d = mod.default as T & { default?: T };
  return d.default ?? d;
}

/** Alibaba's codes that mean the gateway or the account is throttled or busy: worth another try later (https://help.aliyun.com/document_detail/101346.html). */
const ALIYUN_TRANSIENT = /^(isp\.SYSTEM_ERROR|Throttling|ServiceUnavailable|InternalError|isp\.GATEWAY_ERROR)/;

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25, SDK @alicloud/dysmsapi20170525, signature ACS3-HMAC-SHA256):
 * SendSms with the registered signature (SMS_SIGN_NAME), TemplateCode, TemplateParam as a JSON
 * object by name and OutId; QuerySendDetails (per number and day) for receipts and for a lookup
 * after a timeout. A `Code` other than OK is a refusal, except throttling and system errors.
 */
export function aliyunGateway(sms: Config['sms']): SmsGateway {
  const Client = cjsDefault(dysmsapi as unknown as { default: typeof dysmsapi.default });
  const endpoint = sms.endpoint ? new URL(sms.endpoint) : null;
  const client = new Client(
    new $OpenApiUtil.Config({
      accessKeyId: sms.accessKeyId,
      accessKeySecret: sms.accessKeySecret,
      regionId: sms.region || 'cn-hangzhou',
      endpoint: endpoint ? endpoint.host : 'dysmsapi.aliyuncs.com',
      protocol: endpoint ? endpoint.protocol.replace(':', '') : 'https',
      readTimeout: sms.timeoutMs,
      connectTimeout: Math.min(sms.timeoutMs, 5000),
    }),
  );
  const day = (d: Date) => shanghaiDay(d).replace(/-/g, '');
  /** the messages sent to `phone` on `date`'s day (Asia/Shanghai) with OutId `outId` */
  async function details(phone: string, date: Date, bizId: string) {
    const answer = await client.querySendDetails(new dysmsapi.QuerySendDetailsRequest({ phoneNumber: phone, sendDate: day(date), bizId: bizId || undefined, pageSize: 50, currentPage: 1 }));
    const body = answer.body;
    if (body?.code !== 'OK') throw new Error(`阿里云 QuerySendDetails：${body?.code ?? ''} ${body?.message ?? ''}`);
    return body.smsSendDetailDTOs?.smsSendDetailDTO ?? [];
  }
  return {
    name: 'aliyun',
    async send(m) {
      try {
        const answer = await client.sendSms(
          new dysmsapi.SendSmsRequest({ phoneNumbers: m.phone, signName: sms.signName, templateCode: m.templateCode, templateParam: JSON.stringify(Object.fromEntries(m.values.map((v) => [v.name, v.value]))), outId: m.outId }),
        );
        const body = answer.body;
        const detail = `${body?.code ?? ''} ${body?.message ?? ''}`.trim();
        if (body?.code === 'OK') return { status: 'accepted', bizId: body.bizId ?? '', detail };
        return { status: ALIYUN_TRANSIENT.test(body?.code ?? '') ? 'transient' : 'refused', detail };
      } catch (err) {
        const e = err as { code?: string; message?: string; statusCode?: number; data?: { Code?: string; Message?: string } };
        const code = e.data?.Code ?? e.code ?? '';
        const detail = `${code} ${e.data?.Message ?? e.message ?? ''}`.trim().slice(0, 300);
        if (NOT_SENT.test(`${code} ${e.message ?? ''}`)) return { status: 'transient', detail };
        if (e.statusCode && e.statusCode >= 400) return { status: ALIYUN_TRANSIENT.test(code) || e.statusCode >= 500 ? 'transient' : 'refused', detail };
        return { status: 'unknown', detail };
      }
    },
    async find({ outId, phone, since }) {
      const found = (await details(phone, since, '')).find((d) => d.outId === outId);
      return found ? { bizId: '' } : null;
    },
    async receipts(sent) {
      const out: Receipt[] = [];
      for (const s of sent) {
        const d = (await details(s.phone, s.sentAt, s.bizId)).find((x) => x.outId === s.outId);
        // SendStatus 1 waiting for the receipt, 2 failed, 3 delivered
        if (d && (d.sendStatus === 2 || d.sendStatus === 3))
          out.push({ outId: s.outId, delivered: d.sendStatus === 3, detail: d.errCode ?? '', at: d.receiveDate ? new Date(`${d.receiveDate.replace(' ', 'T')}+08:00`) : new Date() });
      }
      return out;
    },
  };
}

/** Tencent's codes that are worth another try later (https://cloud.tencent.com/document/product/382/52075). */
const TENCENT_TRANSIENT = /^(InternalError|RequestLimitExceeded|LimitExceeded\.AppDailyLimit|FailedOperation\.ServiceUnavailable)/;

/**
 * Tencent Cloud SMS (API 2021-01-11, SDK tencentcloud-sdk-nodejs-sms, signature TC3-HMAC-SHA256):
 * SendSms to +86 numbers with SmsSdkAppId (SMS_SDK_APP_ID), SignName, TemplateId and
 * TemplateParamSet by position, SessionContext = our id; PullSmsSendStatus for receipts and
 * PullSmsSendStatusByPhoneNumber for a lookup after a timeout. A status `Code` other than Ok is a
 * refusal, except rate limits and internal errors.
 */
export function tencentGateway(sms: Config['sms']): SmsGateway {
  const endpoint = sms.endpoint ? new URL(sms.endpoint) : null;
  const client = new tencentcloud.sms.v20210111.Client({
    credential: { secretId: sms.accessKeyId, secretKey: sms.accessKeySecret },
    region: sms.region || 'ap-guangzhou',
    profile: {
      httpProfile: {
        // with SMS_ENDPOINT the documented host is kept (it is signed) and the connection goes to the endpoint
        endpoint: endpoint ? `sms.tencentcloudapi.com${endpoint.port ? `:${endpoint.port}` : ''}` : 'sms.tencentcloudapi.com',
        protocol: endpoint ? `${endpoint.protocol}//` : 'https://',
        reqTimeout: sms.timeoutMs / 1000,
        ...(endpoint ? { agent: redirectAgent(endpoint) } : {}),
      },
    },
  });
  const fromReport = (r: { SessionContext?: string; ReportStatus?: string; Description?: string; UserReceiveTime?: number }): Receipt => ({
    outId: r.SessionContext ?? '',
    delivered: r.ReportStatus === 'SUCCESS',
    detail: r.Description ?? '',
    at: r.UserReceiveTime ? new Date(r.UserReceiveTime * 1000) : new Date(),
  });
  return {
    name: 'tencent',
    async send(m) {
      try {
        const answer = await client.SendSms({
          PhoneNumberSet: [`+86${m.phone}`],
          SmsSdkAppId: sms.sdkAppId,
          SignName: sms.signName,
          TemplateId: m.templateCode,
          TemplateParamSet: m.values.map((v) => v.value),
          SessionContext: m.outId,
        });
        const s = answer.SendStatusSet?.[0];
        const detail = `${s?.Code ?? ''} ${s?.Message ?? ''}`.trim();
        if (s?.Code === 'Ok') return { status: 'accepted', bizId: s.SerialNo ?? '', detail };
        return { status: TENCENT_TRANSIENT.test(s?.Code ?? '') ? 'transient' : 'refused', detail };
      } catch (err) {
        const e = err as { code?: string; message?: string; httpCode?: number };
        const detail = `${e.code ?? ''} ${e.message ?? ''}`.trim().slice(0, 300);
        if (NOT_SENT.test(e.message ?? '')) return { status: 'transient', detail };
        if (e.code) return { status: TENCENT_TRANSIENT.test(e.code) ? 'transient' : 'refused', detail };
        if (e.httpCode && e.httpCode >= 500) return { status: 'transient', detail };
        return { status: 'unknown', detail };
      }
    },
    async find({ outId, phone, since }) {
      const answer = await client.PullSmsSendStatusByPhoneNumber({
        BeginTime: Math.floor(since.getTime() / 1000) - 60,
        EndTime: Math.floor(Date.now() / 1000),
        Offset: 0,
        Limit: 100,
        PhoneNumber: `+86${phone}`,
        SmsSdkAppId: sms.sdkAppId,
      });
      const found = (answer.PullSmsSendStatusSet ?? []).find((r) => r.SessionContext === outId);
      return found ? { bizId: found.SerialNo ?? '' } : null;
    },
    async receipts() {
      const answer = await client.PullSmsSendStatus({ Limit: 100, SmsSdkAppId: sms.sdkAppId });
      return (answer.PullSmsSendStatusSet ?? []).map(fromReport);
    },
  };
}

/** The server's gateway from SMS_PROVIDER (Config.sms): Alibaba, Tencent, or the development transport. */
export function gatewayFromConfig(config: Config): SmsGateway {
  if (config.sms.provider === 'aliyun') return aliyunGateway(config.sms);
  if (config.sms.provider === 'tencent') return tencentGateway(config.sms);
  return logGateway({ production: config.production, devFile: config.smsDevFile });
}
