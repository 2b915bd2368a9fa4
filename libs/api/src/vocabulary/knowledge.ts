/** The words of endpoints/knowledge.ts that the portal's route table reads without loading the calls (issue 45). */

/**
 * Statuses of a knowledge item (知识库, issue 15; docs/hotline.md "Knowledge base"): draft 草稿,
 * pending 待审核, published 已发布 (found by the search while valid), offline 已下线.
 */
export const KNOWLEDGE_STATUSES = ['draft', 'pending', 'published', 'offline'] as const;

export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

export const KNOWLEDGE_STATUS_LABELS: Record<KnowledgeStatus, string> = { draft: '草稿', pending: '待审核', published: '已发布', offline: '已下线' };
