import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CODE, MAX_UPLOAD_BYTES, endpointTable } from '@portal/api';
import type { Config } from '../config';
import type { Db, PoolStats } from '../db/open';
import { getTableName } from 'drizzle-orm';
import { accountRoutes } from '../modules/account/routes';
import { SESSION_TABLES } from '../modules/account/session';
import { inlineScriptHashes, prerenderedPages } from './prerender';
import { allowanceRoutes } from '../modules/allowance/routes';
import { simulatedAllowanceSystem, type AllowanceSystem } from '../modules/allowance/external';
import { workbenchRoutes } from '../modules/workbench/routes';
import { centerRoutes } from '../modules/center/routes';
import { dictRoutes } from '../modules/dict/routes';
import { ageAppropriateRoutes } from '../modules/ageAppropriate/routes';
import { campaignQueue } from '../modules/ageAppropriate/sender';
import { startDeptReminders } from '../modules/deptData/reminders';
import { messageRoutes } from '../modules/messages/routes';
import { businessTextQueue, takeTextsQueued } from '../modules/messages/service';
import { startSmsWorker, type SmsQueue } from '../modules/sms/queue';
import { hotlineRoutes } from '../modules/hotline/routes';
import { stationRoutes } from '../modules/station/routes';
import { knowledgeIndex } from '../modules/knowledge/searchIndex';
import { knowledgeRoutes } from '../modules/knowledge/routes';
import { agencyRoutes } from '../modules/agency/routes';
import { collectionRoutes } from '../modules/collection/routes';
import { dashboardRoutes } from '../modules/dashboard/routes';
import { demandRoutes } from '../modules/demand/routes';
import { demandResponseRoutes } from '../modules/demandResponse/routes';
import { applicationRoutes } from '../modules/application/routes';
import { recordingAdapter, startLpWorker, type LpAdapter } from '../modules/lp/outbox';
import { lpRoutes } from '../modules/lp/routes';
import { trackRecordRoutes } from '../modules/trackRecord/routes';
import { trainingRoutes } from '../modules/training/routes';
import { postdoctoralRoutes } from '../modules/postdoctoral/routes';
import { laborRelationRoutes } from '../modules/laborRelation/routes';
import { employmentMonitorRoutes } from '../modules/employmentMonitor/routes';
import { deptDataRoutes } from '../modules/deptData/routes';
import { deptRegisterRoutes } from '../modules/deptData/registers';
import { enterpriseRoutes } from '../modules/enterprise/routes';
import { fileRoutes } from '../modules/files/routes';
import { homeRoutes } from '../modules/home/routes';
import { minihomeRoutes } from '../modules/minihome/routes';
import { noticeRoutes } from '../modules/notice/routes';
import { personalDataRoutes } from '../modules/personalData/routes';
import { policyMatterRoutes } from '../modules/policyMatter/routes';
import { smsRoutes } from '../modules/sms/routes';
import { gatewayFromConfig, type SmsGateway } from '../modules/sms/gateways';
import { systemRoutes } from '../modules/system/routes';
import { setupRoutes } from '../modules/setup/routes';
import { visitCounter } from '../modules/system/service';
import { noticeViews } from '../modules/notice/viewCounter';
import { registerApiDocs } from './apiDocs';
import { registerOperations } from './operations';
import { Fail, failureOf, REQUEST_ERRORS } from './errors';
import { createRouter } from './router';
import { checkVersionTriggers, tableVersions } from './answerCache';
import { registerSecurityHeaders } from './securityHeaders';
import { startChainVerification } from '../modules/center/auditArchive';

/**
 * A request as the log shows it (Fastify's fields), with the values of secret query parameters
 * hidden: the bind-account call carries the external password in its query string (SPEC.md
 * section 3), and no password may reach the logs.
 */
export function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: req.url.replace(/([?&](?:password|passwd|pwd)=)[^&#]*/gi, '$1***'), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

const envelope = (reply: FastifyReply, code: number, msg: string) => reply.status(200).send({ code, msg, data: null });

/**
 * The longest path parameter the router accepts: a comma list of 1000 ids of up to 10 digits
 * (the longest list a delete path takes) fits; a longer one is refused with 4001.
 */
const MAX_PARAM_LENGTH = 11_000;

/**
 * Builds the HTTP server: every endpoint of the contract under `config.apiBase`, OpenAPI at
 * `{apiBase}/docs` (staff only in production, http/apiDocs.ts), security headers on every answer
 * (http/securityHeaders.ts), the built portal at / and the bigscreen at /screen3/ (each single-page app
 * answering its own paths with its index.html), errors as envelopes without stack traces.
 * `sms` is the SMS gateway (default: the one SMS_PROVIDER names, modules/sms/gateways.ts); `allowance` is
 * the external allowance system (default: the simulated one, modules/allowance/external.ts); `lp`
 * the external recruitment site (default: the recording adapter, modules/lp/outbox.ts); `poolStats`
 * the PostgreSQL pool's connections for the metrics (http/operations.ts).
 */
export async function buildApp(deps: { db: Db; config: Config; logger?: boolean; sms?: SmsGateway; allowance?: AllowanceSystem; lp?: LpAdapter; poolStats?: (() => PoolStats) | undefined }): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel, serializers: { req: requestForLog } },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // a URL the router cannot read (bad percent-encoding, over-long parameter) is invalid input, not a missing page
    frameworkErrors: (error, _req, reply) => envelope(reply, CODE.invalidInput, REQUEST_ERRORS[error.code] ?? '请求路径不正确'),
  });
  // Input is parsed by each endpoint's zod schema in the router, which names the failing field;
  // the route schemas are there for OpenAPI.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((error: FastifyError | Fail, req, reply) => {
    const answer = failureOf(error);
    if (answer.code === CODE.serverError && !(error instanceof Fail)) req.log.error({ err: error }, 'unhandled error');
    return envelope(reply, answer.code, answer.msg);
  });

  // security headers on every answer (API, downloads, static files, docs, 404s): first, before any route
  await registerSecurityHeaders(app, inlineScriptHashes(path.join(config.portalDist, 'index.html')));
  // per-endpoint limits declared in the contract (Endpoint.rateLimit, applied by the router), keyed by request.ip
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => new Fail(CODE.tooManyRequests, `请求过于频繁，请${Math.max(1, Math.ceil(context.ttl / 1000))}秒后再试`),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  // multipart bodies are read whole: files become { filename, mimetype, data } (ReceivedFile of @portal/api)
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 50, fieldSize: 64 * 1024 },
    onFile: async (part) => {
      (part as unknown as { value: unknown }).value = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
    },
  });
  await registerApiDocs(app, deps.db, config);
  const sms = deps.sms ?? gatewayFromConfig(config);
  // health for load balancers (with the readiness list on ?readiness=1) and Prometheus metrics for operators (docs/operations.md)
  registerOperations(app, deps);

  // pushes to the external recruitment site: first attempt in the request, retries in the background (modules/lp/outbox.ts)
  const lpAdapter = deps.lp ?? recordingAdapter;
  const stopLpWorker = startLpWorker(deps.db, lpAdapter, app.log);
  app.addHook('onClose', async () => stopLpWorker());
  // queued text messages (the questionnaires' campaigns, business messages chosen as texts): drained in rate-limited
  // batches outside quiet hours (modules/sms/queue.ts); woken after a request that queued business texts has answered
  const smsWorker = startSmsWorker({ db: deps.db, config, sms, log: app.log }, [campaignQueue(config), businessTextQueue] as SmsQueue<never>[]);
  app.addHook('onClose', async () => smsWorker.stop());
  app.addHook('onResponse', (_req, _reply, done) => {
    if (takeTextsQueued()) smsWorker.wake();
    done();
  });

  // department data modules due within 7 days or overdue: a message to the staff who fill them, checked hourly (modules/deptData/reminders.ts)
  const stopDeptReminders = startDeptReminders(deps.db, app.log);
  app.addHook('onClose', async () => stopDeptReminders());

  // the audit logs' hash chains (issue 44): rows written before the chains existed sealed, every chain verified once a day
  // with its archives, then the rows older than AUDIT_RETENTION_DAYS archived (modules/center/auditChain.ts, auditArchive.ts)
  let stopChainVerification = () => {};
  app.addHook('onReady', async () => {
    stopChainVerification = startChainVerification(deps.db, config, app.log);
  });
  app.addHook('onClose', async () => stopChainVerification());

  // visits are counted in memory and written once a second (modules/system/service.ts), and on close
  const visits = visitCounter(deps.db, (err) => app.log.error({ err }, 'visit counts not written'));
  app.addHook('onClose', async () => visits.flush());
  // so are the views of published content (modules/notice/viewCounter.ts)
  const views = noticeViews(deps.db, (err) => app.log.error({ err }, 'view counts not written'));
  app.addHook('onClose', async () => views.flush());

  await app.register(
    async (api) => {
      const router = createRouter(api, { db: deps.db, config, sms, table: endpointTable });
      accountRoutes(router);
      systemRoutes(router, visits);
      setupRoutes(router);
      noticeRoutes(router);
      policyMatterRoutes(router);
      fileRoutes(router);
      homeRoutes(router);
      dashboardRoutes(router);
      collectionRoutes(router);
      enterpriseRoutes(router);
      demandRoutes(router);
      demandResponseRoutes(router);
      applicationRoutes(router);
      trackRecordRoutes(router);
      postdoctoralRoutes(router);
      laborRelationRoutes(router);
      employmentMonitorRoutes(router);
      deptDataRoutes(router);
      deptRegisterRoutes(router);
      lpRoutes(router, lpAdapter);
      allowanceRoutes(router, deps.allowance ?? simulatedAllowanceSystem());
      minihomeRoutes(router);
      agencyRoutes(router);
      personalDataRoutes(router);
      workbenchRoutes(router);
      centerRoutes(router);
      smsRoutes(router);
      dictRoutes(router);
      hotlineRoutes(router);
      ageAppropriateRoutes(router, smsWorker);
      messageRoutes(router);
      stationRoutes(router);
      trainingRoutes(router);
      knowledgeRoutes(router);
      // every table a cached answer or a kept session reads must raise its data version on write (http/answerCache.ts,
      // modules/account/session.ts): checked when the server is ready, after main.ts has migrated a new database; then the versions are read once, which on
      // PostgreSQL opens the connection that listens for their changes (db/notifications.ts, shown in the readiness check)
      app.addHook('onReady', async () => {
        await checkVersionTriggers(deps.db, [...router.cachedTables(), ...SESSION_TABLES.map((t) => getTableName(t))]);
        await tableVersions(deps.db);
      });
      // the knowledge search's index is built in the background once the server is ready (pages of rows, the event loop
      // served between them), so that the first caller does not wait for it (searchIndex.ts)
      app.addHook('onReady', async () => {
        knowledgeIndex(deps.db).catch((err: unknown) => app.log.warn({ err }, 'knowledge search index not built at start; the first search builds it'));
      });
    },
    { prefix: config.apiBase },
  );

  const spas = [
    { prefix: '/screen3/', dir: config.bigscreenDist },
    { prefix: '/', dir: config.portalDist },
  ].filter((s) => fs.existsSync(path.join(s.dir, 'index.html')));
  for (const [i, spa] of spas.entries()) {
    await app.register(fastifyStatic, {
      root: spa.dir,
      prefix: spa.prefix,
      decorateReply: i === 0,
      wildcard: true,
      // the portal's / is its login page, drawn ahead (below); the bigscreen's is its index.html
      index: spa.dir === config.portalDist ? false : 'index.html',
      // the builds write .br and .gz copies of their text assets (tools/vitePrecompress.mjs): sent as they are, never compressed per request
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.mjs')) res.header('content-type', 'text/javascript; charset=utf-8');
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // the portal's public pages drawn ahead for visitors (http/prerender.ts), its other pages as index.html
  const portalPage = prerenderedPages(app, deps.db, config.portalDist);
  if (portalPage) app.get('/', portalPage);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url === config.apiBase || url.startsWith(`${config.apiBase}/`)) return envelope(reply, CODE.notFound, `接口不存在：${req.method} ${url.slice(config.apiBase.length)}`);
    const spa = spas.find((s) => (url + '/').startsWith(s.prefix));
    if (req.method !== 'GET' || !spa || path.extname(url)) return reply.status(404).type('text/plain; charset=utf-8').send('404 页面不存在');
    if (spa.dir === config.portalDist && portalPage) return portalPage(req, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', spa.dir);
  });
  return app;
}
