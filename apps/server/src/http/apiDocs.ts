import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE, MESSAGES, UPLOAD_TYPES, endpointTable, pathParamNames, type Access, type Endpoint } from '@portal/api';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { API_TAGS } from './apiTags';
import { admit } from './router';

/** Who may read the documentation in production: staff with a finished account, checked as the router checks a `gov` endpoint. */
const STAFF_ONLY = { access: 'gov' } as const;

/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it) or an OpenAPI object, as plain JSON. */
type Json = Record<string, unknown>;

/** The name of the security scheme of the `token` header (components.securitySchemes). */
export const TOKEN_SCHEME = 'token';

/**
 * What each envelope code an operation documents means (DESIGN.md section 3, SPEC.md section 8;
 * messages of libs/api MESSAGES). 2000 carries the endpoint's output in `data`; every other code
 * carries `data: null` and the reason in `msg`, which the client shows as it is.
 */
export const CODE_MEANINGS: Readonly<Record<number, string>> = {
  [CODE.ok]: '成功：data 为应答数据',
  [CODE.notLoggedIn]: `未登录或会话已过期（${MESSAGES.pleaseLogin}）：未带 token、token 已失效或已退出，重新登录取得新的 token`,
  [CODE.invalidInput]: '参数错误：msg 指出字段与原因，如「参数错误：limit 每页条数只能是10、20、30或50」；请求体不是有效的 JSON 时也是 4001',
  [CODE.forbidden]: `无权限（${MESSAGES.noPermission}）：用户类型、部门角色或人员权限不符，或本会话尚有须先完成的步骤（设置密码、等待企业入驻审核）；msg 说明原因`,
  [CODE.notFound]: '记录不存在：所给 id 没有对应的记录，或调用者看不到它',
  [CODE.conflict]: '冲突：记录的状态不允许此操作、已被他人修改（version 不符）、与已有记录重复，或所依赖的外部系统拒绝了请求；msg 说明原因，不做任何修改',
  [CODE.tooManyRequests]: '请求过于频繁：msg 给出需等待的时间，之后再试',
  [CODE.serverError]: '服务器内部错误：本服务器的故障，已记录日志；稍后重试或联系运维',
};

/** Who each access kind admits (SPEC.md section 6; the router's rule, http/router.ts `permits`), as the document says it. */
const ACCESS_TEXT: Readonly<Record<Access, string>> = {
  public: '公开：无需登录。带 token 时按该用户作答（如本人的报名），不带时按访客作答。',
  user: '任一已登录用户（请求头 token）。',
  gov: '政府工作人员（用户类型 1，请求头 token）。',
  ent: '企业用户（用户类型 2，请求头 token）。',
  third: '个人与学校用户（用户类型 3，请求头 token）。',
  entOrGov: '企业用户（用户类型 2）与政府工作人员（用户类型 1，请求头 token）。',
};

/** The user types (SPEC.md section 6) each access kind admits, for `x-access.userTypes`. */
const USER_TYPES: Readonly<Record<Access, readonly number[]>> = { public: [], user: [1, 2, 3], gov: [1], ent: [2], third: [3], entOrGov: [1, 2] };

const XLSX = UPLOAD_TYPES.xlsx;
/** Every content type an uploaded file can have (files are served with the type checked at upload, endpoints/files.ts). */
const UPLOADED = [...new Set(Object.values(UPLOAD_TYPES))];
/** Media types of the exports that are not workbooks, by endpoint name; every other export answers an xlsx workbook. */
const FILE_TYPES: Readonly<Record<string, readonly string[]>> = { fileDownload: UPLOADED, zfbtDownload: UPLOADED, responseResume: UPLOADED, demandQrCode: ['image/png'] };

/**
 * Codes a public operation answers beyond the ones its declaration gives ({@link codesOf}): the file
 * download serves private files to their uploader and to staff only; the verification code of the
 * `bindPhone` scene needs a session.
 */
const PUBLIC_EXTRA_CODES: Readonly<Record<string, readonly number[]>> = { fileDownload: [CODE.notLoggedIn, CODE.forbidden], sendCaptcha: [CODE.notLoggedIn] };

/** Top-level input fields of an endpoint (unwrapping pipes), to tell whether it reads a record by id. */
function inputFields(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: object; in?: z.ZodType } } })._zod.def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe' && def.in) return inputFields(def.in);
  return [];
}

/**
 * The envelope codes an operation can answer, from its declaration (issue 43): 2000, 4001 (every
 * input is checked) and 5000 always; 2003 and 4003 for every operation that needs a login (4003 also
 * for a session with a setup step left, SPEC.md section 6); 4004 where a record is named (a path
 * parameter, or an `id`/`ids`/`…Id` field); 4009 for every write (a POST the operation log records,
 * where a status, a version or a duplicate is checked) and every public POST (logins and
 * registrations: duplicates, per-phone limits); 4029 where a rate limit applies (`rateLimit`) and on
 * public POSTs (failed logins, text messages per phone and address); 4003 on public POSTs too (an
 * account kind that may not register or settle in); the few more codes of public operations that
 * read the session are in {@link PUBLIC_EXTRA_CODES}.
 */
export function codesOf(name: string, e: Endpoint): number[] {
  const codes = new Set<number>([CODE.ok, CODE.invalidInput, CODE.serverError]);
  const loggedIn = e.access !== 'public';
  if (loggedIn) [CODE.notLoggedIn, CODE.forbidden].forEach((c) => codes.add(c));
  for (const c of PUBLIC_EXTRA_CODES[name] ?? []) codes.add(c);
  if (pathParamNames(e.path).length > 0 || inputFields(e.input).some((f) => f === 'id' || f === 'ids' || f.endsWith('Id'))) codes.add(CODE.notFound);
  const write = e.method === 'POST' && (loggedIn ? e.operationLog !== false : true);
  if (write) codes.add(CODE.conflict);
  if (e.rateLimit || (!loggedIn && e.method === 'POST')) codes.add(CODE.tooManyRequests);
  if (!loggedIn && e.method === 'POST') codes.add(CODE.forbidden);
  return [...codes].sort((a, b) => a - b);
}

/** `x-access` of an operation: the access kind, the user types it admits, and the roles, person permission, setup and rate limit it declares. */
function accessOf(e: Endpoint): Json {
  return {
    kind: e.access,
    userTypes: USER_TYPES[e.access],
    ...(e.roles ? { roles: e.roles } : {}),
    ...(e.permission ? { permission: e.permission } : {}),
    ...(e.allowedDuringSetup ? { allowedDuringSetup: true } : {}),
    ...(e.rateLimit ? { rateLimit: { max: e.rateLimit.max, windowSeconds: e.rateLimit.windowMs / 1000 } } : {}),
  };
}

/** The operation's description: the contract's own, who may call, its rate limit, and the codes it answers with their meaning (Markdown). */
function descriptionOf(e: Endpoint, codes: number[]): string {
  const who = [ACCESS_TEXT[e.access]];
  if (e.roles) who.push(`政府工作人员须具备以下部门角色之一：${e.roles.join('、')}${e.access === 'entOrGov' ? '（企业用户不受此限）' : ''}。`);
  if (e.permission) who.push(`须具备人员权限「${e.permission}」。`);
  if (e.allowedDuringSetup) who.push('会话尚有须先完成的步骤时也可调用。');
  if (e.rateLimit) who.push(`限流：同一客户端地址每 ${e.rateLimit.windowMs / 1000} 秒最多 ${e.rateLimit.max} 次，超出答 4029。`);
  const table = codes.map((c) => `| ${c} | ${CODE_MEANINGS[c]} |`);
  return [e.description, `**调用者**：${who.join('')}`, ['| code | 含义 |', '| --- | --- |', ...table].join('\n')].filter(Boolean).join('\n\n');
}

/** Rewrites `$ref`s of a generated schema that point into its own `$defs` (or at its root, `#`) to `target(name)`. */
function rewriteRefs(value: unknown, target: (def: string | null) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, target));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? target(v === '#' ? null : v.slice('#/$defs/'.length)) : rewriteRefs(v, target)]),
  );
}

/**
 * The JSON Schema (2020-12, output side) of an endpoint's `data`, from its zod output schema (zod's
 * toJSONSchema): what the router sends after parsing the handler's result by it. Recursive parts
 * (`$defs`) become components named `{name}.{def}` in `components`; a schema that accepts undefined
 * also accepts null (the router sends `data: null` then).
 */
export function dataSchemaOf(name: string, e: Endpoint, components: Record<string, Json>): Json {
  const { $schema: _drop, $defs, ...root } = z.toJSONSchema(e.output, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Json;
  const ref = (def: string | null) => `#/components/schemas/${def === null ? name : `${name}.${def}`}`;
  for (const [def, schema] of Object.entries(($defs ?? {}) as Record<string, Json>)) components[`${name}.${def}`] = rewriteRefs(schema, ref) as Json;
  let schema = rewriteRefs(root, ref) as Json;
  if (JSON.stringify(schema).includes(`"${ref(null)}"`)) {
    components[name] = schema;
    schema = { $ref: ref(null) };
  }
  let acceptsUndefined = false;
  try {
    acceptsUndefined = e.output.safeParse(undefined).success;
  } catch {
    // a transform that cannot take undefined: it does not accept it
  }
  return acceptsUndefined ? { anyOf: [schema, { type: 'null' }] } : schema;
}

/**
 * The answer's envelope `{ code, msg, data }` as JSON Schema: on success (2000) `data` of `data`;
 * otherwise one of `codes` with `data: null` and the reason in `msg`. Without `data` (an export,
 * whose success is a file): the failure envelope only.
 */
function envelopeSchema(data: Json | null, codes: number[]): Json {
  const failure = {
    type: 'object',
    description: '失败：code 见本操作说明中的表，msg 为可直接显示给用户的原因',
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    properties: { code: { type: 'integer', enum: codes.filter((c) => c !== CODE.ok) }, msg: { type: 'string' }, data: { type: 'null' } },
  };
  if (!data) return failure;
  const success = { type: 'object', description: '成功', required: ['code', 'msg', 'data'], additionalProperties: false, properties: { code: { type: 'integer', enum: [CODE.ok] }, msg: { type: 'string' }, data } };
  return { oneOf: [success, failure] };
}

/** Request bodies by the contract's body kind (contract.ts BodyKind); multipart file fields (zod custom, `{}`) as binary strings. */
function fixRequestBody(op: Json, e: Endpoint): void {
  const body = op['requestBody'] as { content?: Record<string, { schema: Json }> } | undefined;
  const schema = body?.content && Object.values(body.content)[0]?.schema;
  if (!body || !schema) return;
  if (e.body === 'multipart') {
    const props = (schema['properties'] ?? {}) as Record<string, Json>;
    for (const [k, v] of Object.entries(props)) if (Object.keys(v).length === 0) props[k] = { type: 'string', format: 'binary' };
  }
  const media = e.body === 'form' ? 'application/x-www-form-urlencoded' : e.body === 'multipart' ? 'multipart/form-data' : 'application/json';
  body.content = { [media]: { schema } };
}

/**
 * The OpenAPI 3.1 document of the contract (issue 43), from the one @fastify/swagger generated from
 * the routes (request schemas by fastify-type-provider-zod): each contract endpoint's operation with
 * its `operationId` (the endpoint's name in `endpointTable`), summary, description, tag, security
 * (the `token` header, none for public operations), `x-access`, `x-codes` and its answer: the
 * envelope with `data` from the output schema, or for exports the file's media types beside the
 * JSON failure envelope. Paths are below `servers[0].url` (the API base); routes outside the
 * contract (health, metrics, static files) are left out.
 */
export function contractDocument(generated: Json, config: Pick<Config, 'apiBase'>, table: Readonly<Record<string, Endpoint>> = endpointTable): Json {
  const byRoute = new Map(Object.entries(table).map(([name, e]) => [`${e.method.toLowerCase()} ${config.apiBase}${e.path}`, { name, e }]));
  const components: Record<string, Json> = {};
  const paths: Record<string, Record<string, Json>> = {};
  for (const [path, item] of Object.entries((generated['paths'] ?? {}) as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const found = byRoute.get(`${method} ${path}`);
      if (!found) continue;
      const { name, e } = found;
      const codes = codesOf(name, e);
      fixRequestBody(op, e);
      const failure = envelopeSchema(null, codes);
      const content =
        e.body === 'export'
          ? { ...Object.fromEntries((FILE_TYPES[name] ?? [XLSX]).map((t) => [t, { schema: { type: 'string', format: 'binary' } }])), 'application/json': { schema: failure } }
          : { 'application/json': { schema: envelopeSchema(dataSchemaOf(name, e, components), codes) } };
      const answer = e.body === 'export' ? '成功时为文件（Content-Disposition 给出文件名）；失败时为 JSON 信封' : 'JSON 信封 { code, msg, data }';
      paths[e.path] ??= {};
      paths[e.path]![method] = {
        ...op,
        operationId: name,
        summary: e.summary,
        description: descriptionOf(e, codes),
        tags: [e.tag],
        security: e.access === 'public' ? [] : [{ [TOKEN_SCHEME]: [] }],
        'x-access': accessOf(e),
        'x-codes': Object.fromEntries(codes.map((c) => [String(c), CODE_MEANINGS[c]])),
        responses: { '200': { description: `${answer}；HTTP 状态码总是 200，结果看 code`, content } },
      };
    }
  }
  const usedTags = new Set(Object.values(table).map((e) => e.tag));
  return {
    ...generated,
    openapi: '3.1.0',
    servers: [{ url: config.apiBase, description: '本服务器的 API 根路径（与文档同源）' }],
    tags: Object.entries(API_TAGS)
      .filter(([tag]) => usedTags.has(tag))
      .map(([tag, t]) => ({ name: tag, 'x-displayName': t.name, description: `${t.name}：${t.description}` })),
    paths,
    components: {
      ...(generated['components'] as Json | undefined),
      schemas: components,
      securitySchemes: { [TOKEN_SCHEME]: { type: 'apiKey', in: 'header', name: 'token', description: '登录调用应答中的 userInfo.token；会话过期或退出后答 2003' } },
    },
  };
}

/**
 * Registers OpenAPI (generated from the contract, {@link contractDocument}) and its page at
 * `{apiBase}/docs` (with `/docs/json`). Who may read them is `config.apiDocs` (API_DOCS, issue 11
 * defect 9): everyone in development or with API_DOCS=on; in production only staff (2003 without a
 * session, 4003 for other users, {@link admit}), so the public cannot browse the full map of the API.
 * How another system uses the document: docs/api.md.
 */
export async function registerApiDocs(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '人才就业服务平台 API',
        version: '1.0.0',
        description: '所有 JSON 应答为 { code, msg, data }，HTTP 状态码为 200，结果看 code（2000 成功）。认证：请求头 token（登录应答的 userInfo.token）。分页、错误码、文件下载与限流见仓库的 docs/api.md。',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) => contractDocument('openapiObject' in documents ? (documents.openapiObject as Json) : (documents.swaggerObject as Json), config) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: `${config.apiBase}/docs`,
    ...(config.apiDocs === 'staff'
      ? {
          uiHooks: {
            onRequest: async (req: FastifyRequest) => {
              await admit(STAFF_ONLY, req.headers['token'], { db, config });
            },
          },
        }
      : {}),
  });
}
