import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { resolveSession, setupStep } from '../modules/account/session';
import { forbidden, notLoggedIn } from './errors';

/**
 * Refuses a request for the API documentation unless a staff member with a finished account
 * (SPEC.md user type 1, no setup step left) sends its session token in the `token` header.
 * @throws Fail 2003 without a valid session, 4003 for any other user
 */
async function requireStaff(db: Db, config: Config, req: FastifyRequest): Promise<void> {
  const token = req.headers['token'];
  const user = typeof token === 'string' && token ? await resolveSession(db, config, token) : null;
  if (!user) throw notLoggedIn();
  if (user.userKind !== 1 || setupStep(user) !== null) throw forbidden();
}

/**
 * Registers OpenAPI (generated from the contract's route schemas) and its page at
 * `{apiBase}/docs` (with `/docs/json`). Who may read them is `config.apiDocs` (API_DOCS, issue 11
 * defect 9): everyone in development or with API_DOCS=on; in production only staff, so the
 * public cannot browse the full map of the API.
 */
export async function registerApiDocs(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: '人才就业服务平台 API', version: '1.0.0', description: '所有接口的应答为 { code, msg, data }，HTTP 状态码为 200。' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${config.apiBase}/docs`,
    ...(config.apiDocs === 'staff' ? { uiHooks: { onRequest: (req: FastifyRequest) => requireStaff(db, config, req) } } : {}),
  });
}
