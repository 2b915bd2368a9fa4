/** The words of endpoints/notice.ts that the portal's route table reads without loading the calls (issue 45). */

/** The kinds of my messages, the filter of /userMessage and /mail (我的消息, 站内信箱). */
export const MESSAGE_KINDS = ['notice', 'mail', 'event', 'thread'] as const;
