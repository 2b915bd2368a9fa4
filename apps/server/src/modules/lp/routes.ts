import { eq } from 'drizzle-orm';
import { CODE, endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { Fail, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { demand } from '../demand/tables';
import { enterprise, industry, street } from '../enterprise/tables';
import { enqueuePush, pushView, type LpAdapter } from './outbox';

/**
 * The enterprise a caller may push: an enterprise account its own (entId, when given, must be
 * it), staff any they name.
 * @throws Fail 4003 for individuals and for another enterprise's id, 4001 when staff name none
 */
function entToPush(user: AuthUser, entId: number | undefined): number {
  if (user.userKind === 2) {
    if (user.enterpriseId === null || (entId !== undefined && entId !== user.enterpriseId)) throw forbidden('只能推送本企业');
    return user.enterpriseId;
  }
  if (user.userKind !== 1) throw forbidden();
  if (entId === undefined) throw invalid('参数错误：entId 请选择企业');
  return entId;
}

/**
 * Pushes to the external recruitment site (SPEC.md section 7, Others: lp): an enterprise or an
 * on-shelf job goes into the outbox (modules/lp/outbox.ts) and is attempted at once through
 * `adapter`; failures are retried with exponential backoff by the worker of app.ts.
 */
export function lpRoutes(r: Router, adapter: LpAdapter): void {
  r.handle(endpoints.lpEntAdd, async ({ entId }, { db, user }) => {
    const id = entToPush(user, entId);
    const [e] = await db
      .select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode, street: street.name, industry: industry.name, address: enterprise.address, intro: enterprise.intro, contactName: enterprise.contactName, contactPhone: enterprise.contactPhone })
      .from(enterprise)
      .innerJoin(street, eq(street.code, enterprise.streetCode))
      .innerJoin(industry, eq(industry.code, enterprise.industryCode))
      .where(eq(enterprise.id, id));
    if (!e) throw notFound('企业不存在');
    return pushView(await enqueuePush(db, adapter, { kind: 'ent', refId: id, payload: e, userId: user.id }));
  }, { outside: true });
  r.handle(endpoints.lpJobAdd, async ({ demandId }, { db, user }) => {
    if (user.userKind === 3) throw forbidden();
    const [d] = await db.select().from(demand).where(eq(demand.id, demandId));
    if (!d) throw notFound('岗位不存在');
    if (user.userKind === 2 && d.enterpriseId !== user.enterpriseId) throw forbidden('只能推送本企业的岗位');
    if (d.status !== 'on') throw new Fail(CODE.conflict, '只有已上架的岗位可以推送');
    const payload = {
      id: d.id,
      enterpriseId: d.enterpriseId,
      postName: d.postName,
      education: d.education,
      salaryMin: d.salaryMin,
      salaryMax: d.salaryMax,
      headcount: d.headcount,
      workAddress: d.workAddress,
      description: d.description,
      publishedAt: d.publishedAt ? formatDateTime(d.publishedAt) : null,
    };
    return pushView(await enqueuePush(db, adapter, { kind: 'job', refId: d.id, payload, userId: user.id }));
  }, { outside: true });
}
