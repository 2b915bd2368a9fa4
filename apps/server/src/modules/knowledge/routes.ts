import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { auditKnowledge, deleteKnowledge, draftFromEvent, knowledgeDetail, listKnowledge, saveKnowledge, searchKnowledge } from './service';

/** The knowledge base (SPEC.md section 7, /api/knowledgeBase/; docs/hotline.md): search, staff list, details, drafts and their audit. */
export function knowledgeRoutes(r: Router): void {
  r.handle(endpoints.knowledgeSearch, ({ keyword, limit }, { db }) => searchKnowledge(db, keyword, limit));
  r.handle(endpoints.knowledgeList, (input, { db }) => listKnowledge(db, input));
  r.handle(endpoints.knowledgeDetail, ({ id }, { db, user }) => knowledgeDetail(db, user, id));
  r.handle(endpoints.knowledgeSave, (input, { db, user }) => saveKnowledge(db, user, input));
  r.handle(endpoints.knowledgeAudit, ({ id, action, note }, { db, user }) => auditKnowledge(db, user, id, action, note));
  r.handle(endpoints.knowledgeDelete, ({ id }, { db }) => deleteKnowledge(db, id));
  r.handle(endpoints.knowledgeFromEvent, ({ id }, { db, user }) => draftFromEvent(db, user, id));
}
