import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { shanghaiDay } from '../../http/time';
import { registerTemplate } from '../files/templates';
import { XLSX_TYPE } from '../files/workbook';
import { auditKnowledge, deleteKnowledge, draftFromEvent, knowledgeDetail, listKnowledge, saveKnowledge, searchKnowledge } from './service';
import { knowledgeItem } from './tables';
import { exportKnowledge, importKnowledge, knowledgeTemplate } from './workbook';

/** The knowledge base (SPEC.md section 7, /api/knowledgeBase/; docs/hotline.md): search, staff list, details, drafts and their audit, import and export. */
export function knowledgeRoutes(r: Router): void {
  registerTemplate('knowledge', '知识条目导入模板.xlsx', knowledgeTemplate);
  r.handle(endpoints.knowledgeSearch, ({ keyword, limit }, { db }) => searchKnowledge(db, keyword, limit));
  r.handle(endpoints.knowledgeList, (input, { db }) => listKnowledge(db, input));
  r.handle(endpoints.knowledgeDetail, ({ id }, { db, user }) => knowledgeDetail(db, user, id));
  r.handle(endpoints.knowledgeSave, (input, { db, user }) => saveKnowledge(db, user, input), { record: knowledgeItem });
  r.handle(endpoints.knowledgeAudit, ({ id, action, note }, { db, user }) => auditKnowledge(db, user, id, action, note), { record: knowledgeItem });
  r.handle(endpoints.knowledgeDelete, ({ id }, { db }) => deleteKnowledge(db, id), { record: knowledgeItem });
  r.handle(endpoints.knowledgeFromEvent, ({ id }, { db, user }) => draftFromEvent(db, user, id));
  r.handle(endpoints.knowledgeImport, ({ file }, { db, user }) => importKnowledge(db, user, file as ReceivedFile));
  r.handle(endpoints.knowledgeExport, async (filter, { db, log }) => ({
    filename: `知识条目${shanghaiDay(new Date()).replaceAll('-', '')}.xlsx`,
    contentType: XLSX_TYPE,
    body: exportKnowledge(db, filter, log),
  }));
}
