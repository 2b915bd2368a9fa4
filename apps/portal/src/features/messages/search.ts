import { MESSAGE_KINDS } from '@portal/api';
import { z } from 'zod';
import { optionalId, pageSearch } from '../../lib/search';

/** Search params of /userMessageDetail and /userMessageReply: the message, and for staff the enterprise of the thread. */
export const threadSearchSchema = z.object({ id: optionalId, entId: optionalId });

/** Search params of /userMessage and /mail: page, limit, whether only unread messages show, and one kind (MESSAGE_KINDS) or all. */
export const messageSearchSchema = z.object({ ...pageSearch, unread: z.boolean().optional().catch(undefined), kind: z.enum(MESSAGE_KINDS).optional().catch(undefined) });
export type MessageSearch = z.output<typeof messageSearchSchema>;

/** Search params of /modifyMessage: the tab (已发消息, the default, or 发送消息) and the sent list's page. */
export const modifyMessageSearchSchema = z.object({ ...pageSearch, tab: z.enum(['send', 'sent']).optional().catch(undefined) });
export type ModifyMessageSearch = z.output<typeof modifyMessageSearchSchema>;
