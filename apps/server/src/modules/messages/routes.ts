import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { chooseSms, smsChoices } from './service';

/** The user's choice of business messages texted too (我的消息 › 短信提醒设置; docs/messages.md). */
export function messageRoutes(r: Router): void {
  r.handle(endpoints.smsChoiceList, (_input, { db, user }) => smsChoices(db, user));
  r.handle(endpoints.smsChoiceSave, (input, { db, user }) => chooseSms(db, user, input));
}
