import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { admit } from './router';

/** Who may read the documentation in production: staff with a finished account, checked as the router checks a `gov` endpoint. */
const STAFF_ONLY = { access: 'gov' } as const;

/**
 * Registers OpenAPI (generated from the contract's route schemas) and its page at
 * `{apiBase}/docs` (with `/docs/json`). Who may read them is `config.apiDocs` (API_DOCS, issue 11
 * defect 9): everyone in development or with API_DOCS=on; in production only staff (2003 without a
 * session, 4003 for other users, {@link admit}), so the public cannot browse the full map of the API.
 */
export async function registerApiDocs(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: '人才就业服务平台 API', version: '1.0.0', description: '所有接口的应答为 { code, msg, data }，HTTP 状态码为 200。' } },
    transform: jsonSchemaTransform,
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
