import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { notice } from '../notice/tables';
import { cashList, listMatters, openMatter, saveMatter, saveSpecial, staffMatter } from './service';
import { policyMatter } from './tables';
import { PUBLIC_COUNTS_EVERY_MS } from '../application/service';

/**
 * Policy matters (政策事项): the public guides (/serviceHandle, /handlingDetail, /policyCash) and
 * the staff's guide editing. Listing, audit, deletion and export go through the content workflow
 * (/api/notice/one/*, category `matter`).
 */
export function policyMatterRoutes(r: Router): void {
  // kept by the data versions of the two tables it reads (http/answerCache.ts; migration 0059)
  r.handle(endpoints.policyMatterList, (input, { db }) => listMatters(db, input), { cache: { tables: [notice, policyMatter] } });
  r.handle(endpoints.policyCash, (input, { db }) => cashList(db, input), { cache: { tables: [notice, policyMatter], everyMs: PUBLIC_COUNTS_EVERY_MS } });
  r.handle(endpoints.policyMatterDetail, ({ id }, { db, user }) => openMatter(db, id, user?.id));
  r.handle(endpoints.policyMatterOneDetail, ({ id }, { db, user }) => staffMatter(db, user, id));
  r.handle(endpoints.policyMatterSave, (input, { db, user }) => saveMatter(db, user, input));
  r.handle(endpoints.policyMatterSaveSpecial, (input, { db, user }) => saveSpecial(db, user, input));
}
