import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alibaba Cloud SMS (dysmsapi 2017-05-25) or Tencent Cloud SMS (2021-01-11)
 * that checks every request as the provider documents it and answers with the provider's documented
 * bodies, for the server tests, the e2e suite and the bench (SMS_ENDPOINT points the server at it).
 *
 * Checked on every request: method POST and path '/', the documented host (dysmsapi.aliyuncs.com is
 * replaced by the address the client was given; sms.tencentcloudapi.com kept), action and version
 * headers, the signature (Alibaba ACS3-HMAC-SHA256: https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature;
 * Tencent TC3-HMAC-SHA256: https://cloud.tencent.com/document/api/382/52072), the access key, and
 * for SendSms the signature name, the template code, the parameters (Alibaba: a JSON object by
 * name; Tencent: an array by position) and the phone format (Alibaba 11 digits, Tencent +86 and 11
 * digits). A request that fails a check is answered with the provider's signature or parameter
 * error and listed in `problems`.
 */
export interface FakeGateway {
  readonly url: string;
  /** the messages the gateway accepted, in order (each with the time it arrived, ms) */
  readonly accepted: FakeMessage[];
  /** every request by action, e.g. { SendSms: 3, QuerySendDetails: 1 } */
  readonly calls: Record<string, number>;
  /** requests that broke the provider's rules (none in a passing test) */
  readonly problems: string[];
  /** numbers refused as invalid, and numbers on the blacklist */
  readonly invalid: Set<string>;
  readonly blacklisted: Set<string>;
  /** numbers whose receipt says not delivered */
  readonly undeliverable: Set<string>;
  /** drops the records of the messages accepted so far, and their receipts (bench/sms-campaign.ts measures the heap without them) */
  forgetAccepted(): void;
  /** the next n SendSms: accept the message, then answer too late (the answer is lost) */
  hangAfterAccepting(n: number): void;
  /** the next n SendSms: answer too late without accepting (the request is lost) */
  hangWithoutAccepting(n: number): void;
  /** the next n SendSms: answer that the caller is throttled */
  throttle(n: number): void;
  close(): Promise<void>;
}

export interface FakeMessage {
  phone: string;
  templateCode: string;
  /** Alibaba: by name; Tencent: by position ('1', '2', ...) */
  params: Record<string, string>;
  outId: string;
  bizId: string;
  at: number;
}

export interface FakeGatewayOptions {
  provider: 'aliyun' | 'tencent';
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Tencent's SmsSdkAppId */
  sdkAppId?: string;
  /** how long a hanging answer waits, ms (longer than the client's SMS_TIMEOUT_SECONDS) */
  hangMs?: number;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 percent-encoding, as Alibaba's canonical query string requires. */
const percent = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Starts the fake gateway on a free loopback port. */
export async function startFakeGateway(opts: FakeGatewayOptions): Promise<FakeGateway> {
  const accepted: FakeMessage[] = [];
  /** the accepted messages by phone (as the carriers' lookups ask), so that a lookup costs the same at the 100,000th message as at the first */
  const byPhone = new Map<string, FakeMessage[]>();
  const sentTo = (phone: string) => byPhone.get(phone) ?? [];
  const calls: Record<string, number> = {};
  const problems: string[] = [];
  const invalid = new Set<string>();
  const blacklisted = new Set<string>();
  const undeliverable = new Set<string>();
  /** Tencent's receipts not yet pulled (PullSmsSendStatus gives each once) */
  const unpulled: FakeMessage[] = [];
  let hangAccepting = 0;
  let hangLost = 0;
  let throttled = 0;
  const hangMs = opts.hangMs ?? 3000;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  /** Alibaba ACS3-HMAC-SHA256: the problem with the request's signature, or '' */
  function aliyunSignature(req: http.IncomingMessage, url: URL, body: Buffer): string {
    const auth = req.headers.authorization ?? '';
    const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return `Authorization 格式不符：${auth}`;
    if (m[1] !== opts.accessKeyId) return `AccessKeyId 不符：${m[1]}`;
    const signed = m[2]!.split(';');
    for (const h of ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'])
      if (!signed.includes(h)) return `SignedHeaders 缺少 ${h}`;
    if ([...signed].sort().join(';') !== m[2]) return 'SignedHeaders 未按字母排序';
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(String(req.headers['x-acs-date']))) return `x-acs-date 不是 ISO 8601 UTC：${String(req.headers['x-acs-date'])}`;
    if (req.headers['x-acs-content-sha256'] !== sha256(body)) return 'x-acs-content-sha256 与请求体不符';
    const query = [...url.searchParams.entries()].map(([k, v]) => [percent(k), percent(v)] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const canonical = [
      req.method,
      url.pathname,
      query.map(([k, v]) => `${k}=${v}`).join('&'),
      signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join(''),
      m[2],
      sha256(body),
    ].join('\n');
    const expected = hmac(opts.accessKeySecret, `ACS3-HMAC-SHA256\n${sha256(canonical)}`).toString('hex');
    return expected === m[3] ? '' : '签名不符（ACS3-HMAC-SHA256）';
  }

  /** Tencent TC3-HMAC-SHA256: the problem with the request's signature, or '' */
  function tencentSignature(req: http.IncomingMessage, body: Buffer): string {
    const auth = req.headers.authorization ?? '';
    const m = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return `Authorization 格式不符（须为 sms 服务的凭证范围）：${auth}`;
    if (m[1] !== opts.accessKeyId) return `SecretId 不符：${m[1]}`;
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(timestamp * 1000 - Date.now()) > 300_000) return 'X-TC-Timestamp 缺失或与当前时间相差超过5分钟';
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== m[2]) return '凭证日期与 X-TC-Timestamp 的 UTC 日期不符';
    const signed = m[3]!.split(';');
    if (!signed.includes('content-type') || !signed.includes('host')) return 'SignedHeaders 须包含 content-type 和 host';
    // the documented host has no port; a local endpoint's port is not part of what is signed
    const value = (h: string) => (h === 'host' ? String(req.headers.host ?? '').replace(/:\d+$/, '') : String(req.headers[h] ?? '').trim().toLowerCase());
    const canonical = ['POST', '/', '', signed.map((h) => `${h}:${value(h)}\n`).join(''), m[3], sha256(body)].join('\n');
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${m[2]}/sms/tc3_request\n${sha256(canonical)}`;
    const key = hmac(hmac(hmac(`TC3${opts.accessKeySecret}`, m[2]!), 'sms'), 'tc3_request');
    return hmac(key, stringToSign).toString('hex') === m[4] ? '' : '签名不符（TC3-HMAC-SHA256）';
  }

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  function accept(phone: string, templateCode: string, params: Record<string, string>, outId: string): FakeMessage {
    const message = { phone, templateCode, params, outId, bizId: `${Date.now()}^${accepted.length + 1}`, at: Date.now() };
    accepted.push(message);
    const sameNumber = byPhone.get(phone);
    if (sameNumber) sameNumber.push(message);
    else byPhone.set(phone, [message]);
    unpulled.push(message);
    return message;
  }

  /** Hang, throttle or answer: the shared behaviour of both SendSms. */
  function behaviour(): 'hangAccepting' | 'hangLost' | 'throttle' | 'answer' {
    if (hangAccepting > 0) return (hangAccepting--, 'hangAccepting');
    if (hangLost > 0) return (hangLost--, 'hangLost');
    if (throttled > 0) return (throttled--, 'throttle');
    return 'answer';
  }

  function aliyun(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const action = String(req.headers['x-acs-action'] ?? '');
    calls[action] = (calls[action] ?? 0) + 1;
    const requestId = randomUUID();
    const problem =
      (req.method !== 'POST' || url.pathname !== '/' ? `须为 POST /：${req.method} ${url.pathname}` : '') ||
      (req.headers['x-acs-version'] !== '2017-05-25' ? `x-acs-version 不符：${String(req.headers['x-acs-version'])}` : '') ||
      aliyunSignature(req, url, body);
    if (problem) {
      problems.push(`${action}: ${problem}`);
      return send(res, 400, { Code: 'SignatureDoesNotMatch', Message: problem, RequestId: requestId });
    }
    const q = Object.fromEntries(url.searchParams.entries());
    if (action === 'SendSms') {
      let params: Record<string, string> = {};
      try {
        params = JSON.parse(q.TemplateParam ?? '{}') as Record<string, string>;
      } catch {
        problems.push('SendSms: TemplateParam 不是 JSON');
      }
      const bad =
        (!/^1\d{10}$/.test(q.PhoneNumbers ?? '') && `PhoneNumbers 不是11位手机号：${q.PhoneNumbers}`) ||
        (q.SignName !== opts.signName && `SignName 不符：${q.SignName}`) ||
        (!/^SMS_\d+$/.test(q.TemplateCode ?? '') && `TemplateCode 不是 SMS_ 开头：${q.TemplateCode}`) ||
        (Object.values(params).some((v) => typeof v !== 'string' || v === '') && 'TemplateParam 的值须为非空字符串');
      if (bad) {
        problems.push(`SendSms: ${bad}`);
        return send(res, 200, { Code: 'isv.INVALID_PARAMETERS', Message: bad, RequestId: requestId });
      }
      const phone = q.PhoneNumbers!;
      if (invalid.has(phone)) return send(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: requestId });
      if (blacklisted.has(phone)) return send(res, 200, { Code: 'isv.BLACK_KEY_CONTROL_LIMIT', Message: '黑名单管控', RequestId: requestId });
      const b = behaviour();
      if (b === 'throttle') return send(res, 400, { Code: 'Throttling.User', Message: 'Request was denied due to user flow control.', RequestId: requestId });
      if (b === 'hangLost') return later(hangMs, () => send(res, 200, { Code: 'isp.SYSTEM_ERROR', Message: 'late', RequestId: requestId }));
      const message = accept(phone, q.TemplateCode!, params, q.OutId ?? '');
      const answer = () => send(res, 200, { Code: 'OK', Message: 'OK', BizId: message.bizId, RequestId: requestId });
      return b === 'hangAccepting' ? later(hangMs, answer) : answer();
    }
    if (action === 'QuerySendDetails') {
      if (!/^1\d{10}$/.test(q.PhoneNumber ?? '') || !/^\d{8}$/.test(q.SendDate ?? '') || !q.PageSize || !q.CurrentPage) {
        problems.push(`QuerySendDetails: 参数不全 ${JSON.stringify(q)}`);
        return send(res, 200, { Code: 'isv.INVALID_PARAMETERS', Message: '参数不全', RequestId: requestId });
      }
      const day = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
      const stamp = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      const found = sentTo(q.PhoneNumber!).filter((m) => day(m.at) === q.SendDate && (!q.BizId || m.bizId === q.BizId));
      return send(res, 200, {
        Code: 'OK',
        Message: 'OK',
        RequestId: requestId,
        TotalCount: String(found.length),
        SmsSendDetailDTOs: {
          SmsSendDetailDTO: found.map((m) => ({
            PhoneNum: m.phone,
            SendStatus: undeliverable.has(m.phone) ? 2 : 3,
            ErrCode: undeliverable.has(m.phone) ? 'MK:0001' : 'DELIVERED',
            TemplateCode: m.templateCode,
            Content: '',
            SendDate: stamp(m.at),
            ReceiveDate: stamp(m.at + 1000),
            OutId: m.outId,
          })),
        },
      });
    }
    problems.push(`未知的 Action：${action}`);
    return send(res, 404, { Code: 'InvalidAction.NotFound', Message: action, RequestId: requestId });
  }

  function tencent(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const action = String(req.headers['x-tc-action'] ?? '');
    calls[action] = (calls[action] ?? 0) + 1;
    const requestId = randomUUID();
    const error = (code: string, message: string) => send(res, 200, { Response: { Error: { Code: code, Message: message }, RequestId: requestId } });
    const problem =
      (req.method !== 'POST' || req.url !== '/' ? `须为 POST /：${req.method} ${req.url}` : '') ||
      (!String(req.headers.host).startsWith('sms.tencentcloudapi.com') ? `Host 须为 sms.tencentcloudapi.com：${req.headers.host}` : '') ||
      (req.headers['x-tc-version'] !== '2021-01-11' ? `X-TC-Version 不符：${String(req.headers['x-tc-version'])}` : '') ||
      (!req.headers['x-tc-region'] ? '缺少 X-TC-Region' : '') ||
      (!String(req.headers['content-type']).startsWith('application/json') ? `Content-Type 须为 application/json：${req.headers['content-type']}` : '') ||
      tencentSignature(req, body);
    if (problem) {
      problems.push(`${action}: ${problem}`);
      return error('AuthFailure.SignatureFailure', problem);
    }
    let p: Record<string, unknown> = {};
    try {
      p = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      problems.push(`${action}: 请求体不是 JSON`);
    }
    if (p.SmsSdkAppId !== opts.sdkAppId) {
      problems.push(`${action}: SmsSdkAppId 不符：${String(p.SmsSdkAppId)}`);
      return error('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId 不存在');
    }
    const report = (m: FakeMessage) => ({
      UserReceiveTime: Math.floor(m.at / 1000) + 1,
      CountryCode: '86',
      SubscriberNumber: m.phone,
      PhoneNumber: `+86${m.phone}`,
      SerialNo: m.bizId,
      ReportStatus: undeliverable.has(m.phone) ? 'FAIL' : 'SUCCESS',
      Description: undeliverable.has(m.phone) ? '用户手机关机' : '用户接收成功',
      SessionContext: m.outId,
    });
    if (action === 'SendSms') {
      const phones = p.PhoneNumberSet as unknown;
      const params = p.TemplateParamSet as unknown;
      const bad =
        (!Array.isArray(phones) || phones.length !== 1 || !/^\+861\d{10}$/.test(String(phones[0])) ? `PhoneNumberSet 须为 +86 开头的手机号：${JSON.stringify(phones)}` : '') ||
        (p.SignName !== opts.signName ? `SignName 不符：${String(p.SignName)}` : '') ||
        (!/^\d+$/.test(String(p.TemplateId)) ? `TemplateId 须为数字：${String(p.TemplateId)}` : '') ||
        (!Array.isArray(params) || params.some((v) => typeof v !== 'string' || v === '') ? 'TemplateParamSet 须为非空字符串数组' : '');
      if (bad) {
        problems.push(`SendSms: ${bad}`);
        return error('InvalidParameterValue.TemplateParameterFormatError', bad);
      }
      const phone = String((phones as string[])[0]).slice(3);
      const status = (code: string, message: string, serialNo = '') => send(res, 200, { Response: { SendStatusSet: [{ SerialNo: serialNo, PhoneNumber: `+86${phone}`, Fee: code === 'Ok' ? 1 : 0, SessionContext: String(p.SessionContext ?? ''), Code: code, Message: message, IsoCode: 'CN' }], RequestId: requestId } });
      if (invalid.has(phone)) return status('InvalidParameterValue.IncorrectPhoneNumber', '手机号格式错误');
      if (blacklisted.has(phone)) return status('FailedOperation.PhoneNumberInBlacklist', '手机号在免打扰名单库中');
      const b = behaviour();
      if (b === 'throttle') return error('RequestLimitExceeded', '请求的次数超过了频率限制');
      if (b === 'hangLost') return later(hangMs, () => error('InternalError.Timeout', 'late'));
      const message = accept(phone, String(p.TemplateId), Object.fromEntries((params as string[]).map((v, i) => [String(i + 1), v])), String(p.SessionContext ?? ''));
      const answer = () => status('Ok', 'send success', message.bizId);
      return b === 'hangAccepting' ? later(hangMs, answer) : answer();
    }
    if (action === 'PullSmsSendStatus') {
      const limit = Number(p.Limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) problems.push(`PullSmsSendStatus: Limit 须为 1-100：${String(p.Limit)}`);
      const set = unpulled.splice(0, Math.max(1, Math.min(100, limit || 100)));
      return send(res, 200, { Response: { PullSmsSendStatusSet: set.map(report), RequestId: requestId } });
    }
    if (action === 'PullSmsSendStatusByPhoneNumber') {
      const begin = Number(p.BeginTime);
      if (!/^\+861\d{10}$/.test(String(p.PhoneNumber)) || !Number.isInteger(begin) || !Number.isInteger(Number(p.Offset)) || !Number.isInteger(Number(p.Limit))) {
        problems.push(`PullSmsSendStatusByPhoneNumber: 参数不全 ${JSON.stringify(p)}`);
        return error('MissingParameter', '参数不全');
      }
      const set = sentTo(String(p.PhoneNumber).slice(3)).filter((m) => m.at >= begin * 1000);
      return send(res, 200, { Response: { PullSmsSendStatusSet: set.map(report), RequestId: requestId } });
    }
    problems.push(`未知的 Action：${action}`);
    return error('InvalidAction', action);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => (opts.provider === 'aliyun' ? aliyun : tencent)(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    calls,
    problems,
    invalid,
    blacklisted,
    undeliverable,
    forgetAccepted: () => {
      accepted.length = 0;
      byPhone.clear();
      unpulled.length = 0;
    },
    hangAfterAccepting: (n) => void (hangAccepting = n),
    hangWithoutAccepting: (n) => void (hangLost = n),
    throttle: (n) => void (throttled = n),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
